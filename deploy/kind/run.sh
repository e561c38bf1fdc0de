#!/usr/bin/env bash
# Stands Kizuna up in a kind cluster and checks it: creates the cluster, builds the image and
# loads it, installs the chart with in-cluster Kafka, MongoDB and MinIO (deploy/kind/values-kind.yaml),
# waits until every pod is ready, then runs against the cluster
#   - the walk through the gateway (deploy/kind/cluster.spec.ts: health, web app, sign-up and
#     sign-in requests that cross Kafka to the auth service and MongoDB),
#   - the bus, document-store and object-store contract suites on the cluster's Kafka, MongoDB
#     and MinIO (through port-forwards),
# and deletes the cluster (KEEP_CLUSTER=1 keeps it; the gateway stays on http://localhost:8080).
#
# Needs: docker (a running engine), kind, kubectl, helm 3, node 20 + npm, openssl, curl.
# It cannot run on machines without a Docker engine; the chart's offline checks
# (deploy/helm/chart.spec.ts) run in `npm test` everywhere.
set -euo pipefail
cd "$(dirname "$0")/../.."

CLUSTER=${KIND_CLUSTER:-kizuna}
NAMESPACE=${KIZUNA_NAMESPACE:-kizuna}
RELEASE=kizuna
KEEP=${KEEP_CLUSTER:-0}
IMAGE=kizuna:kind

for tool in docker kind kubectl helm node npm openssl curl; do
  command -v "$tool" >/dev/null 2>&1 || { echo "deploy/kind/run.sh needs $tool" >&2; exit 2; }
done
docker info >/dev/null 2>&1 || { echo "deploy/kind/run.sh needs a running Docker engine" >&2; exit 2; }

forwards=()
cleanup() {
  status=$?
  for pid in "${forwards[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ "$status" -ne 0 ]; then
    echo "--- failed; pods and recent logs:" >&2
    kubectl -n "$NAMESPACE" get pods -o wide >&2 || true
    kubectl -n "$NAMESPACE" logs -l app.kubernetes.io/name=kizuna --tail=40 --prefix >&2 || true
  fi
  if [ "$KEEP" != 1 ]; then kind delete cluster --name "$CLUSTER" >/dev/null 2>&1 || true; fi
  exit "$status"
}
trap cleanup EXIT

step() { echo; echo "=== $*"; }

step "kind cluster $CLUSTER"
kind get clusters 2>/dev/null | grep -qx "$CLUSTER" || kind create cluster --name "$CLUSTER" --wait 180s
kubectl config use-context "kind-$CLUSTER" >/dev/null

step "image $IMAGE"
docker build -t "$IMAGE" .
kind load docker-image "$IMAGE" --name "$CLUSTER"

step "chart (in-cluster Kafka, MongoDB, MinIO)"
token_secret=$(openssl rand -hex 32)
minio_password=$(openssl rand -hex 16)
helm upgrade --install "$RELEASE" deploy/helm/kizuna \
  --namespace "$NAMESPACE" --create-namespace \
  -f deploy/kind/values-kind.yaml \
  --set-string auth.tokenSecret="$token_secret" \
  --set-string bundled.minio.rootUser=kizuna \
  --set-string bundled.minio.rootPassword="$minio_password"

step "waiting for readiness"
for sts in kafka mongodb minio; do
  kubectl -n "$NAMESPACE" rollout status "statefulset/$RELEASE-$sts" --timeout=300s
done
for svc in auth projects ingest analysis logs gateway; do
  kubectl -n "$NAMESPACE" rollout status "deployment/$RELEASE-$svc" --timeout=300s
done

forward() { # forward RESOURCE LOCAL:REMOTE
  kubectl -n "$NAMESPACE" port-forward "$1" "$2" >/dev/null 2>&1 &
  forwards+=($!)
}
forward "svc/$RELEASE-gateway" 8080:80
forward "pod/$RELEASE-kafka-0" 19092:19092
forward "svc/$RELEASE-mongodb" 27017:27017
forward "svc/$RELEASE-minio" 9000:9000
for _ in $(seq 1 60); do
  curl -fsS http://localhost:8080/api/healthcheck >/dev/null 2>&1 && break
  sleep 1
done

step "tests against the cluster"
npm install --no-audit --no-fund
export NODE_OPTIONS=--experimental-vm-modules
KIZUNA_CLUSTER_URL=http://localhost:8080 \
KAFKA_BROKERS=localhost:19092 \
MONGO_URL=mongodb://localhost:27017 \
S3_ENDPOINT=http://localhost:9000 S3_ACCESS_KEY=kizuna S3_SECRET_KEY="$minio_password" \
  npx jest --selectProjects unit --runInBand --runTestsByPath \
    deploy/kind/cluster.spec.ts \
    libs/platform/src/bus/kafka-bus.contract.ts \
    libs/platform/src/documents/mongoose-document-store.contract.ts \
    services/logs/src/storage/document-log-store.contract.ts \
    libs/platform/src/objects/s3-object-store.contract.ts

step "done"
if [ "$KEEP" = 1 ]; then echo "cluster $CLUSTER kept; the gateway is forwarded to http://localhost:8080 while this shell lives"; fi
