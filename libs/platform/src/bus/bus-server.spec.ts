import 'reflect-metadata';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { BusClient } from './bus-client.js';
import { BusServer } from './bus-server.js';
import { InProcessBroker } from './in-process-broker.js';
import { InProcessClient } from './in-process-client.js';
import { ForegroundRequests } from '../threads/foreground-requests.js';

describe('BusServer and the foreground count', () => {
  let app: INestMicroservice | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('counts a request while its handler answers it, failed or not, and never an event', async () => {
    const foreground = new ForegroundRequests();
    const seen: Record<string, number> = {};
    @Controller()
    class Projects {
      @MessagePattern(Topic.ProjectsGet)
      async get(@Payload() req: ReceivedRequestOf<Topic.ProjectsGet>): Promise<ReplyInitOf<Topic.ProjectsGet>> {
        seen[req.projectId] = foreground.active;
        await new Promise((r) => setTimeout(r, 50));
        if (req.projectId === 'fails') throw new Error('broken');
        return { project: { projectId: req.projectId, projectName: 'n', runs: [] } };
      }

      @EventPattern(Topic.AnalysisProgress)
      progress(): void {
        seen.event = foreground.active;
      }
    }
    @Module({ controllers: [Projects] })
    class M {}
    const broker = new InProcessBroker(undefined, { maxAttempts: 1, retryDelayMs: 1 });
    app = await NestFactory.createMicroservice(M, {
      strategy: new BusServer(broker, 'projects', foreground),
      logger: false,
    });
    await app.listen();
    const bus = new BusClient(new InProcessClient(broker));

    const a = bus.request(Topic.ProjectsGet, { projectId: 'a', processId: '' });
    while (seen.a === undefined) await new Promise((r) => setImmediate(r));
    await Promise.all([a, bus.request(Topic.ProjectsGet, { projectId: 'b', processId: '' })]);
    await expect(bus.request(Topic.ProjectsGet, { projectId: 'fails', processId: '' })).rejects.toThrow();
    await bus.emit(Topic.AnalysisProgress, { processId: 'r1', stage: 'network', percent: 20, queuePosition: 0 });
    await broker.drain();

    // b came while a was being answered; the failed one counted too; the event not at all.
    expect(seen).toEqual({ a: 1, b: 2, fails: 1, event: 0 });
    expect(foreground.active).toBe(0);
  });
});
