#!/usr/bin/env bash
# Fuzzes the scenario decoder and runner with libFuzzer for N minutes (default 5):
#   Tests/Fuzz/run-fuzzer.sh [MINUTES] [grammar]
# The corpus (Tests/Fuzz/.corpus, not committed) starts from every Scenarios/*/scenario.json; with
# `grammar`, inputs are also seeded with 0xFF-prefixed choices for the scenario generator. Crash,
# timeout and out-of-memory inputs are saved in Tests/Fuzz/.findings; each finding becomes a test.
# SCENARIO_FUZZER_DECODE_ONLY=1 decodes each input without running it (the decoder alone, faster).
set -euo pipefail
cd "$(dirname "$0")"
minutes="${1:-5}"
mode="${2:-text}"
swift build --product ScenarioFuzzer -Xswiftc -sanitize=fuzzer
mkdir -p .corpus .findings
for file in ../../Scenarios/*/scenario.json; do cp "$file" ".corpus/$(basename "$(dirname "$file")").json"; done
if [ "$mode" = grammar ]; then
  for seed in $(seq 1 64); do head -c 24 /dev/urandom | { printf '\xff'; cat; } > ".corpus/grammar-$seed"; done
fi
SWIFT_BACKTRACE=enable=no "$(swift build --show-bin-path)/ScenarioFuzzer" .corpus \
  -max_total_time=$((minutes * 60)) -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix=.findings/ -print_final_stats=1
