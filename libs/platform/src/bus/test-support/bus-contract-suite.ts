import 'reflect-metadata';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  type ClientProxy,
  type CustomTransportStrategy,
  EventPattern,
  MessagePattern,
  Payload,
} from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { BusClient } from '../bus-client.js';
import { DomainErrorRpcFilter } from '../domain-error-rpc.filter.js';
import { DomainError, ErrorCode } from '../../errors/index.js';

export interface BusTransportUnderTest {
  /** A service instance of the group (on Kafka, each with a client of its own, as pods are). */
  server(group: string): CustomTransportStrategy;
  client(): ClientProxy;
  /** Events parked after their retries, by topic. */
  deadLetters(): Array<{ topic: string; error: string }>;
  /** Resolves when every published event has been handled. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** What every bus transport (in-process, Kafka) must do for the services. */
export function runBusContract(name: string, makeTransport: () => Promise<BusTransportUnderTest>): void {
  describe(`bus contract: ${name}`, () => {
    const apps: INestMicroservice[] = [];
    let transport: BusTransportUnderTest | null = null;

    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      await transport?.close();
      transport = null;
    });

    async function serve(group: string, controller: new (...args: never[]) => unknown): Promise<void> {
      @Module({ controllers: [controller] })
      class M {}
      const app = await NestFactory.createMicroservice(M, { strategy: transport!.server(group), logger: false });
      app.useGlobalFilters(new DomainErrorRpcFilter());
      await app.listen();
      apps.push(app);
    }

    it('answers a request with the reply of its contract', async () => {
      transport = await makeTransport();
      @Controller()
      class Projects {
        @MessagePattern(Topic.ProjectsGet)
        get(@Payload() req: ReceivedRequestOf<Topic.ProjectsGet>): ReplyInitOf<Topic.ProjectsGet> {
          return {
            project: {
              projectId: req.projectId,
              projectName: `name of ${req.projectId}`,
              runs: [{ processId: 'r1', totalCluster: 6 }],
            },
          };
        }
      }
      await serve('projects', Projects);
      const bus = new BusClient(transport.client());
      const reply = await bus.request(Topic.ProjectsGet, { projectId: 'p7', processId: '' });
      expect(reply.$typeName).toBe('kizuna.v1.ProjectReply');
      expect(reply.project?.projectName).toBe('name of p7');
      expect(reply.project?.runs[0]).toMatchObject({ processId: 'r1', totalCluster: 6, status: 0 });
    });

    it('brings a domain error back with its code and params, and hides other errors', async () => {
      transport = await makeTransport();
      @Controller()
      class Failing {
        @MessagePattern(Topic.ProjectsGet)
        get(@Payload() req: ReceivedRequestOf<Topic.ProjectsGet>): never {
          if (req.projectId === 'gone')
            throw new DomainError(ErrorCode.NotFound, 'No such project.', { project_id: 'gone' });
          if (req.projectId === 'full')
            throw Object.assign(new Error("ENOSPC: no space left on device, write '/srv/kizuna/objects/x'"), {
              code: 'ENOSPC',
            });
          throw new Error('database password is hunter2');
        }
      }
      await serve('projects', Failing);
      const bus = new BusClient(transport.client());
      await expect(bus.request(Topic.ProjectsGet, { projectId: 'gone', processId: '' })).rejects.toEqual(
        new DomainError(ErrorCode.NotFound, 'No such project.', { project_id: 'gone' }),
      );
      const hidden = await bus
        .request(Topic.ProjectsGet, { projectId: 'x', processId: '' })
        .catch((e: DomainError) => e);
      expect(hidden).toBeInstanceOf(DomainError);
      expect((hidden as DomainError).code).toBe(ErrorCode.Internal);
      expect((hidden as DomainError).message).not.toContain('hunter2');
      // A full disk is a known failure, told without its path or errno.
      const full = await bus
        .request(Topic.ProjectsGet, { projectId: 'full', processId: '' })
        .catch((e: DomainError) => e);
      expect(full).toMatchObject({ code: ErrorCode.StorageFull });
      expect((full as DomainError).message).not.toMatch(/ENOSPC|srv/);
    });

    it('answers a code the requesting side does not know as an internal error', async () => {
      transport = await makeTransport();
      @Controller()
      class Newer {
        @MessagePattern(Topic.ProjectsGet)
        get(): never {
          // A service of a newer build throwing a code this build has no text for.
          throw new DomainError('errors.added_later' as ErrorCode, 'Something new.', { detail: 'x' });
        }
      }
      await serve('projects', Newer);
      const bus = new BusClient(transport.client());
      await expect(bus.request(Topic.ProjectsGet, { projectId: 'p1', processId: '' })).rejects.toEqual(
        new DomainError(ErrorCode.Internal, 'Internal server error'),
      );
    });

    it('delivers an event once to every consumer group, to one member of each', async () => {
      transport = await makeTransport();
      const seen: string[] = [];
      const makeConsumer = (label: string) => {
        @Controller()
        class Consumer {
          @EventPattern(Topic.AnalysisProgress)
          on(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): void {
            seen.push(`${label}:${e.processId}:${e.stage}:${e.percent}`);
          }
        }
        return Consumer;
      };
      await serve('projects', makeConsumer('projects-a'));
      await serve('projects', makeConsumer('projects-b'));
      await serve('logs', makeConsumer('logs'));
      const bus = new BusClient(transport.client());
      await bus.emit(Topic.AnalysisProgress, { processId: 'r1', stage: 'network', percent: 20, queuePosition: 0 });
      await bus.emit(Topic.AnalysisProgress, { processId: 'r1', stage: 'layout', percent: 70, queuePosition: 0 });
      await transport.drain();
      expect(seen.filter((s) => s.startsWith('logs:'))).toEqual(['logs:r1:network:20', 'logs:r1:layout:70']);
      // Each event once within the group, on whichever member holds it (in turn in-process, by
      // partition on Kafka: both events are about r1, so one partition, in order).
      const projects = seen.filter((s) => s.startsWith('projects-'));
      expect(projects.map((s) => s.replace(/^projects-[ab]:/, ''))).toEqual(['r1:network:20', 'r1:layout:70']);
    });

    it('keeps an event published before any consumer subscribed, for the consumer that comes', async () => {
      transport = await makeTransport();
      const bus = new BusClient(transport.client());
      // At start-up projects may resume runs before analysis has subscribed.
      await bus.emit(Topic.AnalysisProgress, { processId: 'early', stage: 'queued', percent: 0, queuePosition: 0 });
      const seen: string[] = [];
      @Controller()
      class Late {
        @EventPattern(Topic.AnalysisProgress)
        on(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): void {
          seen.push(`${e.processId}:${e.stage}`);
        }
      }
      await serve('analysis', Late);
      await transport.drain();
      expect(seen).toEqual(['early:queued']);
    });

    it('gives an event published at start-up to every consumer group, also one that subscribes after another took it', async () => {
      transport = await makeTransport();
      const bus = new BusClient(transport.client());
      const seen: string[] = [];
      // At start-up projects resumes a cut-off run: ingest may have subscribed to the topic, analysis
      // not yet; analysis must still get it (Kafka's consumer groups read from the beginning).
      @Controller()
      class Ingest {
        @EventPattern(Topic.AnalysisProgress)
        on(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): void {
          seen.push(`ingest:${e.processId}`);
        }
      }
      @Controller()
      class Analysis {
        @EventPattern(Topic.AnalysisProgress)
        on(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): void {
          seen.push(`analysis:${e.processId}`);
        }
      }
      await serve('ingest', Ingest);
      await bus.emit(Topic.AnalysisProgress, { processId: 'resumed', stage: 'queued', percent: 0, queuePosition: 0 });
      await transport.drain();
      await serve('analysis', Analysis);
      await transport.drain();
      expect(seen.sort()).toEqual(['analysis:resumed', 'ingest:resumed']);
    });

    it('retries a failing event handler, then parks the event on the dead-letter topic', async () => {
      transport = await makeTransport();
      let attempts = 0;
      @Controller()
      class Flaky {
        @EventPattern(Topic.AnalysisFailed)
        on(): void {
          attempts++;
          throw new Error('cannot store');
        }
      }
      await serve('projects', Flaky);
      await new BusClient(transport.client()).emit(Topic.AnalysisFailed, {
        processId: 'r9',
        failureCode: 'cl1008',
        reason: '',
        message: '',
      });
      await transport.drain();
      expect(attempts).toBe(3);
      expect(transport.deadLetters()).toEqual([expect.objectContaining({ topic: Topic.AnalysisFailed })]);
    });

    it('recovers when a retry succeeds, parking nothing', async () => {
      transport = await makeTransport();
      let attempts = 0;
      @Controller()
      class OnceFlaky {
        @EventPattern(Topic.AnalysisCompleted)
        on(): void {
          if (++attempts === 1) throw new Error('blip');
        }
      }
      await serve('projects', OnceFlaky);
      await new BusClient(transport.client()).emit(Topic.AnalysisCompleted, { processId: 'r2' } as never);
      await transport.drain();
      expect(attempts).toBe(2);
      expect(transport.deadLetters()).toEqual([]);
    });

    it('refuses to send a payload that breaks its contract', async () => {
      transport = await makeTransport();
      const bus = new BusClient(transport.client());
      await expect(bus.emit(Topic.AnalysisRequested, { k: 'three' } as never)).rejects.toThrow();
    });
  });
}
