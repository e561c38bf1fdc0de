#!/usr/bin/env bash
# Builds the offline chart renderer the deployment tests use (scripts/helm-render, Go text/template
# + sprig with helm's extras) from Debian's Go and sprig packages, installing them with apt-get
# when missing. No helm binary exists for this machine; deploy/kind/run.sh runs the real one.
# Prints the renderer's path. Rebuilds only when main.go is newer than the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
src=scripts/helm-render/main.go
out=node_modules/.cache/kizuna/helm-render
gopath=/usr/share/gocode
if ! command -v go >/dev/null 2>&1 || [ ! -d "$gopath/src/github.com/Masterminds/sprig" ] || [ ! -d "$gopath/src/gopkg.in/yaml.v3" ]; then
  echo "installing Go, sprig and yaml.v3 from Debian's packages" >&2
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    golang-go golang-github-masterminds-sprig-dev golang-gopkg-yaml.v3-dev >&2
fi
if [ ! -x "$out" ] || [ "$src" -nt "$out" ]; then
  mkdir -p "$(dirname "$out")"
  tmp=$(mktemp -d)
  cp "$src" "$tmp/main.go"
  (cd "$tmp" && GO111MODULE=off GOPATH="$gopath" GOCACHE="$tmp/cache" GOFLAGS=-mod=mod go build -o helm-render main.go) >&2
  mv "$tmp/helm-render" "$out"
  rm -rf "$tmp"
fi
echo "$out"
