#!/usr/bin/env python3
"""`speakable test` of golden suites, binary against binary, each on a suite whose goldens it
recorded itself (issue 32: golden suites no slower; the transcripts of two builds may differ where
the phrasing changed between them, so one suite cannot serve both).

    python3 Benchmarks/golden_ab.py ROUNDS BINARY SUITE BINARY SUITE ... [-- PREFIX...]
    python3 Benchmarks/golden_ab.py 11 /tmp/old/speakable /tmp/gs/old .build/release/speakable /tmp/gs/new
    python3 Benchmarks/golden_ab.py 7 OLD OLD_SUITE NEW NEW_SUITE -- taskset -c 1     # each run on one core

A suite is the folder `golden_suite.py DOCUMENTS 1 heavy` writes, recorded by its binary once
(`CI=true BINARY test SUITE --record missing`). One warm-up round, then ROUNDS rounds, the order
reversed every other round so both see the same load; prints each binary's median and least CPU
time (user + system, from wait4), its median over the first binary's, and the median of the
ratios of the runs of one round (robust to a load that drifts between rounds). Runs with CI=true, as a
CI job would, so that `test` writes no progress to a terminal.
"""
import os, statistics, subprocess, sys


def main():
    if len(sys.argv) < 4: sys.exit(__doc__)
    rounds, pairs = int(sys.argv[1]), sys.argv[2:]
    prefix = []
    if "--" in pairs:
        split = pairs.index("--")
        prefix, pairs = pairs[split + 1:], pairs[:split]
    if len(pairs) % 2: sys.exit("each binary needs its suite")
    runs = [(pairs[i], pairs[i + 1]) for i in range(0, len(pairs), 2)]
    environment = dict(os.environ, CI="true")
    times = {run: [] for run in runs}
    for round in range(rounds + 1):
        for run in (runs if round % 2 == 0 else list(reversed(runs))):
            process = subprocess.Popen(prefix + [run[0], "test", run[1]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
            _, status, usage = os.wait4(process.pid, 0)
            if status != 0:
                print(f"{run[0]} on {run[1]} failed (status {status}): its goldens do not match", file=sys.stderr)
                continue
            if round > 0: times[run].append((usage.ru_utime + usage.ru_stime) * 1000)
    base = statistics.median(times[runs[0]])
    for run in runs:
        median = statistics.median(times[run])
        # The median of the round-by-round ratios as well: each round's two runs follow each other,
        # so a load that drifts over minutes moves both, where it moves the two medians apart.
        paired = [mine / first for mine, first in zip(times[run], times[runs[0]])]
        print(f"{run[0]:40} median {median:7.1f} ms  least {min(times[run]):7.1f} ms  {median / base:.3f}x  "
              f"round by round {statistics.median(paired):.3f}x")


if __name__ == "__main__":
    main()
