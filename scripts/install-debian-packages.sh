#!/usr/bin/env bash
# Installs Debian packages the tests need (browsers, drivers, a virtual display), with sudo unless root.
# Only Debian's packages: no test tool downloads a browser or driver of its own.
set -euo pipefail
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
