import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseAllDocuments } from 'yaml';
import { ALL_SERVICES, loadConfig } from '@kizuna/platform/config';
import { workGroupOf } from '@kizuna/platform/bus';
import { Topic } from '@kizuna/proto';
import { envSchema } from '../../libs/platform/src/config/config.schema.js';

/**
 * The chart, checked without a cluster or a helm binary: rendered by scripts/helm-render (Go
 * text/template + sprig with helm's extras, built by scripts/ensure-helm-render.sh) for the
 * default, production and kind values; every manifest validated against the Kubernetes schema
 * (kubernetes-models, KEDA's for the ScaledObject); every service's environment checked against
 * Kizuna's config schema and loaded by loadConfig as the pod would.
 */

const root = path.resolve(import.meta.dirname, '../..');
const chart = path.join(root, 'deploy/helm/kizuna');
type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [k: string]: unknown };

let renderer: string;
let scratch: string;

beforeAll(() => {
  renderer = path.resolve(
    root,
    execFileSync('bash', [path.join(root, 'scripts/ensure-helm-render.sh')], { cwd: root, encoding: 'utf8' }).trim(),
  );
  scratch = mkdtempSync(path.join(os.tmpdir(), 'kizuna-chart-'));
}, 300_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function render(valueFiles: string[], overrides: unknown = {}): Manifest[] {
  const extra = path.join(scratch, `overrides-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(extra, JSON.stringify(overrides));
  const args = [chart, ...valueFiles.flatMap((f) => ['--values', path.join(root, f)]), '--values', extra];
  const out = execFileSync(renderer, args, { encoding: 'utf8' });
  return parseAllDocuments(out)
    .map((d) => {
      if (d.errors.length > 0) throw new Error(`rendered YAML does not parse: ${d.errors[0].message}`);
      return d.toJS() as Manifest | null;
    })
    .filter((m): m is Manifest => m !== null);
}

function renderFails(valueFiles: string[], overrides: unknown): string {
  try {
    render(valueFiles, overrides);
  } catch (err) {
    return String((err as { stderr?: unknown }).stderr ?? err);
  }
  throw new Error('rendering succeeded');
}

/** The secrets a user must give when the chart makes the Secret itself. */
const secrets = {
  auth: { tokenSecret: 'a-token-secret-of-at-least-32-characters' },
  s3: { accessKey: 'k', secretKey: 's' },
};
const kindSecrets = {
  auth: { tokenSecret: 'a-token-secret-of-at-least-32-characters' },
  bundled: { minio: { rootUser: 'kizuna', rootPassword: 'kizuna-minio-secret' } },
};

const scenarios: Array<{ name: string; files: string[]; overrides: unknown }> = [
  { name: 'default values', files: [], overrides: secrets },
  { name: 'production values', files: ['deploy/helm/kizuna/values-production.yaml'], overrides: {} },
  { name: 'kind values', files: ['deploy/kind/values-kind.yaml'], overrides: kindSecrets },
  {
    name: 'default values, analysis on an HPA',
    files: [],
    overrides: { ...secrets, services: { analysis: { scaling: { mode: 'hpa' } } } },
  },
];

/** The model class of a manifest, from kubernetes-models (or KEDA's models). */
async function modelOf(m: Manifest): Promise<new (data: unknown) => { validate(): void }> {
  const [group, version] = m.apiVersion.includes('/') ? m.apiVersion.split('/') : [null, m.apiVersion];
  const module =
    group === 'keda.sh'
      ? await import(`@kubernetes-models/keda/keda.sh/${version}`)
      : await import(group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`);
  const model = (module as Record<string, unknown>)[m.kind];
  if (typeof model !== 'function') throw new Error(`no schema for ${m.apiVersion} ${m.kind}`);
  return model as new (data: unknown) => { validate(): void };
}

const byKind = (ms: Manifest[], kind: string) => ms.filter((m) => m.kind === kind);
const named = (ms: Manifest[], kind: string, name: string) => {
  const found = ms.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as Manifest & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

interface EnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}

/**
 * The environment a service's container gets: its ConfigMap (envFrom) and its env entries,
 * values from the chart's Secret when it made one, else a stand-in value per key.
 */
function environmentOf(ms: Manifest[], deployment: Manifest): Map<string, string> {
  const container = (deployment as any).spec.template.spec.containers[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const env = new Map<string, string>();
  for (const from of container.envFrom ?? []) {
    const cm = named(ms, 'ConfigMap', from.configMapRef.name);
    for (const [k, v] of Object.entries(cm.data as Record<string, string>)) env.set(k, v);
  }
  for (const e of (container.env ?? []) as EnvEntry[]) {
    if (e.value !== undefined) env.set(e.name, e.value);
    else if (e.valueFrom?.secretKeyRef) {
      const ref = e.valueFrom.secretKeyRef;
      const secret = ms.find((m) => m.kind === 'Secret' && m.metadata.name === ref.name) as
        (Manifest & { stringData: Record<string, string> }) | undefined;
      const value = secret ? secret.stringData[ref.key] : standIn[ref.key];
      if (value !== undefined) env.set(e.name, value);
    } else throw new Error(`env ${e.name} has neither a value nor a secret reference`);
  }
  return env;
}

/** Values a Secret managed outside the chart (secrets.existingSecret) would hold. */
const standIn: Record<string, string> = {
  AUTH_TOKEN_SECRET: 'x'.repeat(40),
  MONGO_URL: 'mongodb://kizuna:secret@mongo.example.internal:27017/?authSource=admin',
  S3_ACCESS_KEY: 'AKIAEXAMPLE',
  S3_SECRET_KEY: 'secret',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  KAFKA_SASL_PASSWORD: 'secret',
};

/** What is wrong with a service's environment: unknown variables, or what loadConfig refuses. */
function environmentProblems(env: Map<string, string>): string[] {
  const known = new Set(Object.keys(envSchema.shape));
  const problems = [...env.keys()].filter((k) => !known.has(k)).map((k) => `unknown variable ${k}`);
  try {
    loadConfig(Object.fromEntries(env));
  } catch (err) {
    problems.push((err as Error).message);
  }
  return problems;
}

describe.each(scenarios)('Helm chart, $name', ({ files, overrides }) => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = render(files, overrides);
  });

  it('renders manifests that all validate against the Kubernetes schema', async () => {
    expect(manifests.length).toBeGreaterThan(20);
    const invalid: string[] = [];
    for (const m of manifests) {
      try {
        const Model = await modelOf(m);
        new Model(m).validate();
      } catch (err) {
        invalid.push(`${m.kind} ${m.metadata?.name}: ${(err as Error).message.slice(0, 400)}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('has a Deployment and a Service per service, probed on its health endpoints, with resources', () => {
    for (const service of ALL_SERVICES) {
      const d = named(manifests, 'Deployment', `kizuna-${service}`);
      named(manifests, 'Service', `kizuna-${service}`);
      const pod = d.spec.template.spec;
      const c = pod.containers[0];
      const base = service === 'gateway' ? '/api/health' : '/health';
      expect(c.livenessProbe.httpGet.path).toBe(`${base}/live`);
      expect(c.readinessProbe.httpGet.path).toBe(`${base}/ready`);
      expect(c.resources.requests.memory).toBeDefined();
      expect(c.resources.limits.memory).toBeDefined();
      expect(c.securityContext.readOnlyRootFilesystem).toBe(true);
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(c.volumeMounts.map((v: { mountPath: string }) => v.mountPath).sort()).toEqual(['/data', '/tmp']);
    }
  });

  it("gives every service an environment Kizuna's config schema knows and accepts", () => {
    for (const service of ALL_SERVICES) {
      const env = environmentOf(manifests, named(manifests, 'Deployment', `kizuna-${service}`));
      expect({ service, problems: environmentProblems(env) }).toEqual({ service, problems: [] });
      const config = loadConfig(Object.fromEntries(env));
      expect(config.mode).toBe('distributed');
      expect(config.services).toEqual([service]);
      expect(config.bus.kind).toBe('kafka');
      expect(config.healthPort).toBe(service === 'gateway' ? null : 8081);
    }
  });

  it('sizes analysis for the measured peak of a 150 MB file (1.76 GB)', () => {
    const c = named(manifests, 'Deployment', 'kizuna-analysis').spec.template.spec.containers[0];
    expect(bytes(c.resources.limits.memory)).toBeGreaterThanOrEqual(1.76e9 * 1.2);
    expect(bytes(c.resources.requests.memory)).toBeGreaterThanOrEqual(1e9);
  });

  it('autoscales the gateway when asked and keeps it available through disruptions', () => {
    const gateway = named(manifests, 'Deployment', 'kizuna-gateway');
    const hpa = manifests.find((m) => m.kind === 'HorizontalPodAutoscaler' && m.metadata.name === 'kizuna-gateway');
    if (hpa) expect(gateway.spec.replicas).toBeUndefined();
    for (const pdb of byKind(manifests, 'PodDisruptionBudget'))
      expect((pdb as any).spec.selector.matchLabels['app.kubernetes.io/component']).toBeDefined(); // eslint-disable-line @typescript-eslint/no-explicit-any
  });
});

describe('Helm chart specifics', () => {
  it('renders an Ingress to the gateway, HPA, PDBs and NetworkPolicies with the default values', () => {
    const ms = render([], secrets);
    const ingress = named(ms, 'Ingress', 'kizuna');
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe('kizuna-gateway');
    named(ms, 'HorizontalPodAutoscaler', 'kizuna-gateway');
    expect(byKind(ms, 'PodDisruptionBudget').map((m) => m.metadata.name)).toContain('kizuna-analysis');
    expect(byKind(ms, 'NetworkPolicy')).toHaveLength(ALL_SERVICES.length);
    expect(byKind(ms, 'StatefulSet')).toHaveLength(0);
  });

  it('lets the gateway answer its ingress host and believe the ingress for client addresses', () => {
    const gatewayConfig = (files: string[], overrides: unknown) => {
      const ms = render(files, overrides);
      return loadConfig(Object.fromEntries(environmentOf(ms, named(ms, 'Deployment', 'kizuna-gateway'))));
    };
    const byDefault = gatewayConfig([], secrets);
    expect(byDefault.allowedHosts).toEqual(['kizuna.localhost']);
    expect(byDefault.trustProxy).toBe(1);
    // An ingress host other than publicUrl's, and names added by hand, are answered too.
    const other = gatewayConfig([], {
      ...secrets,
      publicUrl: 'https://kizuna.example.com',
      ingress: { host: 'kizuna.corp.example' },
      env: { ALLOWED_HOSTS: 'kizuna-old.corp.example' },
    });
    expect(other.allowedHosts).toEqual(['kizuna.example.com', 'kizuna.corp.example', 'kizuna-old.corp.example']);
    expect(other.httpsOnly).toBe(true);
    // Without an ingress (kind's port-forward) no proxy is believed and only publicUrl's host answers.
    const kind = gatewayConfig(['deploy/kind/values-kind.yaml'], kindSecrets);
    expect(kind.trustProxy).toBe(false);
    expect(kind.allowedHosts).toEqual(['localhost']);
  });

  it('scales analysis by KEDA on the lag of the group and topic the Kafka bus uses', () => {
    const ms = render(['deploy/helm/kizuna/values-production.yaml']);
    const so = named(ms, 'ScaledObject', 'kizuna-analysis');
    expect(so.spec.scaleTargetRef.name).toBe('kizuna-analysis');
    const trigger = so.spec.triggers[0];
    expect(trigger.type).toBe('kafka');
    expect(trigger.metadata.consumerGroup).toBe(workGroupOf('analysis'));
    expect(trigger.metadata.topic).toBe(Topic.AnalysisRequested);
    // More pods than partitions would idle.
    const cm = named(ms, 'ConfigMap', 'kizuna-config');
    expect(so.spec.maxReplicaCount).toBeLessThanOrEqual(Number(cm.data.KAFKA_ANALYSIS_PARTITIONS));
    expect(named(ms, 'Deployment', 'kizuna-analysis').spec.replicas).toBeUndefined();
    expect(ms.some((m) => m.kind === 'Secret')).toBe(false);
  });

  it('runs Kafka, MongoDB and MinIO in the cluster when the flags say so, and points Kizuna at them', () => {
    const ms = render(['deploy/kind/values-kind.yaml'], kindSecrets);
    expect(
      byKind(ms, 'StatefulSet')
        .map((m) => m.metadata.name)
        .sort(),
    ).toEqual(['kizuna-kafka', 'kizuna-minio', 'kizuna-mongodb']);
    const env = environmentOf(ms, named(ms, 'Deployment', 'kizuna-projects'));
    expect(env.get('KAFKA_BROKERS')).toBe('kizuna-kafka:9092');
    expect(env.get('MONGO_URL')).toBe('mongodb://kizuna-mongodb:27017');
    expect(env.get('S3_ENDPOINT')).toBe('http://kizuna-minio:9000');
  });

  it("sets the bus's message size explicitly and alike on the bundled broker and every service", () => {
    for (const maxMessageBytes of [undefined, 4194304]) {
      const ms = render(['deploy/kind/values-kind.yaml'], { ...kindSecrets, kafka: { maxMessageBytes } });
      const expected = String(maxMessageBytes ?? 1048576);
      const kafka = named(ms, 'StatefulSet', 'kizuna-kafka').spec.template.spec.containers[0];
      const brokerEnv = new Map((kafka.env as EnvEntry[]).map((e) => [e.name, e.value]));
      expect(brokerEnv.get('KAFKA_MESSAGE_MAX_BYTES')).toBe(expected);
      expect(brokerEnv.get('KAFKA_REPLICA_FETCH_MAX_BYTES')).toBe(expected);
      for (const service of ALL_SERVICES) {
        const env = environmentOf(ms, named(ms, 'Deployment', `kizuna-${service}`));
        expect(env.get('KAFKA_MAX_MESSAGE_BYTES')).toBe(expected);
        const bus = loadConfig(Object.fromEntries(env)).bus;
        expect(bus.kind === 'kafka' && bus.maxMessageBytes).toBe(Number(expected));
      }
    }
  });

  it('has a schema check that refuses a broken manifest', async () => {
    const ms = render([], secrets);
    const broken = structuredClone(named(ms, 'Deployment', 'kizuna-gateway'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'eighty';
    const Model = await modelOf(broken);
    expect(() => new Model(broken).validate()).toThrow();
  });

  it('refuses to render without the secrets it must make, naming the value', () => {
    expect(renderFails([], { s3: { accessKey: 'k', secretKey: 's' } })).toContain('auth.tokenSecret is required');
    expect(renderFails([], { ...secrets, services: { analysis: { scaling: { mode: 'sometimes' } } } })).toContain(
      'services.analysis.scaling.mode must be replicas, hpa or keda',
    );
  });

  it('catches an environment that names an unknown variable or misses a required one', () => {
    const ms = render([], secrets);
    const env = environmentOf(ms, named(ms, 'Deployment', 'kizuna-auth'));
    expect(environmentProblems(new Map([...env, ['KAFKA_BROKER', 'kafka:9092']]))).toEqual([
      'unknown variable KAFKA_BROKER',
    ]);
    const missing = new Map(env);
    missing.delete('KAFKA_BROKERS');
    expect(environmentProblems(missing)).toEqual([
      'Invalid configuration: KAFKA_BROKERS is required in distributed mode',
    ]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

  it('ships every workspace the launcher needs, runs as a non-root user and checks its health', () => {
    const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    for (const ws of workspaces.filter((w) => w !== 'bench')) expect(dockerfile).toMatch(new RegExp(`[ /]${ws}[ /;]`));
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*healthcheck\.mjs/m);
    expect(dockerfile).toMatch(/^VOLUME \["\/data", "\/tmp"\]$/m);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
  });
});

function bytes(quantity: string): number {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(quantity);
  if (!m) throw new Error(`not a quantity: ${quantity}`);
  const unit = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9, T: 1e12 }[m[2] ?? ''] ?? 1;
  return Number(m[1]) * unit;
}
