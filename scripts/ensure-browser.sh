#!/usr/bin/env bash
# Installs what the browser tests need beyond npm: Debian's Chromium and a Japanese font
# (without it Japanese text renders as empty boxes in screenshots; the graph canvas names IPAPGothic
# for Japanese, so the canvas goldens need it too). Never downloads a browser build.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'IPAGothic' || need+=(fonts-ipafont-gothic)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} from Debian's packages"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fontconfig >/dev/null
fi
chromium --version 2>/dev/null | head -1
