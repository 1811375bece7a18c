import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { Deployment } from 'kubernetes-models/apps/v1'
import { Job } from 'kubernetes-models/batch/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1'
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1'
import { fromRoot } from '../dev/paths.js'
import { deploymentNeeds, NOT_FOR_THE_GATEWAY, PROCESSES, requiredEnv } from './process-env.js'

/**
 * The Kubernetes manifests, checked offline: the example overlay is rendered with kustomize (kubectl's
 * built-in), every object is validated against the Kubernetes schemas (kubernetes-models), and every
 * setting a process cannot start without reaches its container.
 */
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0

interface K8sObject {
  apiVersion: string
  kind: string
  metadata: { name: string }
  [key: string]: unknown
}

const MODELS: Record<string, { new (o: never): { validate(): void } }> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/Namespace': Namespace,
} as Record<string, { new (o: never): { validate(): void } }>

let renderedOnce: K8sObject[] | null = null

/** The example overlay as kubectl renders it; rendered once (a few seconds each time), read by every test. */
function rendered(): K8sObject[] {
  renderedOnce ??= render()
  return structuredClone(renderedOnce)
}

function render(): K8sObject[] {
  const text = execFileSync(
    'kubectl',
    ['kustomize', fromRoot('infra', 'deploy', 'k8s', 'overlays', 'example')],
    {
      encoding: 'utf8',
    },
  )
  return parseAllDocuments(text).map((d) => d.toJS() as K8sObject)
}

type Container = {
  name: string
  env?: Array<{ name: string }>
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>
}
const podSpecOf = (o: K8sObject) =>
  (o.spec as { template: { spec: { containers: Container[] } } }).template.spec

/** Every variable a container gets: its own env, and the keys of the ConfigMaps and Secrets it reads. */
function envOf(objects: K8sObject[], container: Container): Set<string> {
  const data = (kind: string, name: string) => {
    const o = objects.find((x) => x.kind === kind && x.metadata.name === name)
    return Object.keys(((o?.data ?? o?.stringData) as Record<string, string> | undefined) ?? {})
  }
  return new Set([
    ...(container.env ?? []).map((e) => e.name),
    ...(container.envFrom ?? []).flatMap((f) =>
      f.configMapRef
        ? data('ConfigMap', f.configMapRef.name)
        : f.secretRef
          ? data('Secret', f.secretRef.name)
          : [],
    ),
  ])
}

describe.skipIf(!kubectl)('Kubernetes manifests', () => {
  it('render, and every object is valid against the Kubernetes schemas', () => {
    const objects = rendered()
    expect(objects.length).toBeGreaterThan(30)
    for (const o of objects) {
      const Model = MODELS[`${o.apiVersion}/${o.kind}`]
      expect(Model, `${o.apiVersion} ${o.kind} is validated`).toBeDefined()
      expect(() => new Model!(o as never).validate(), `${o.kind} ${o.metadata.name}`).not.toThrow()
      if (o.kind !== 'Namespace') expect((o.metadata as { namespace?: string }).namespace).toBe('seats')
    }
  })

  it.each(PROCESSES)(
    '$name gets every setting it cannot start without, and probes and a grace period',
    async (p) => {
      const objects = rendered()
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === p.name)
      expect(deployment, `a Deployment for ${p.name}`).toBeDefined()
      const spec = podSpecOf(deployment!) as {
        containers: Container[]
        terminationGracePeriodSeconds?: number
      }
      const container = spec.containers[0]!
      const env = envOf(objects, container)
      const needed = [...(await requiredEnv(p.dir, p.schema)), ...deploymentNeeds(p)]
      for (const name of needed) expect(env.has(name), `${p.name} gets ${name}`).toBe(true)
      expect(spec.terminationGracePeriodSeconds ?? 0).toBeGreaterThanOrEqual(15)
      if (p.name !== 'workers') {
        const probes = container as {
          livenessProbe?: { httpGet: { path: string } }
          readinessProbe?: { httpGet: { path: string } }
        }
        expect(probes.livenessProbe?.httpGet.path).toBe('/healthz')
        expect(probes.readinessProbe?.httpGet.path).toBe('/readyz')
      }
      if (p.database) {
        const job = objects.find((o) => o.kind === 'Job' && o.metadata.name === `${p.name}-migrate`)
        expect(job, `a migration Job for ${p.name}`).toBeDefined()
        const jobEnv = envOf(objects, podSpecOf(job!).containers[0]!)
        for (const name of ['MIGRATE_ONLY', 'MYSQL_URL', 'MIGRATION_MYSQL_URL', 'DB_NAME'])
          expect(jobEnv.has(name), `${p.name}-migrate gets ${name}`).toBe(true)
        // The running pods hold the row-only user; the one that may change tables stays with the Job.
        expect(env.has('MIGRATION_MYSQL_URL'), `${p.name} holds no migration user`).toBe(false)
      }
    },
    // Reading a service's settings imports its env module: seconds on a busy machine.
    30_000,
  )

  it('keeps secrets out of the gateway, and only lets the gateway, the services and the workers in', () => {
    const objects = rendered()
    const gateway = podSpecOf(objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway')!)
    const env = envOf(objects, gateway.containers[0]!)
    for (const secret of NOT_FOR_THE_GATEWAY)
      expect(env.has(secret), `the gateway holds no ${secret}`).toBe(false)
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy').map((o) => o.metadata.name)
    expect(policies).toEqual(expect.arrayContaining(['default-deny', 'gateway', 'services', 'workers']))
  })
})
