#!/usr/bin/env python3
"""`render --reader both` against one reader (issue 33, TB24): one build, the three readers run
in turn on the same document, round after round in an order that rotates, so that all three see
the same load; prints each reader's median and least CPU time (user + system, from wait4) and
`both` over each single reader.

    python3 Benchmarks/reader_ratio.py BINARY ROUNDS DOCUMENT [ARGS…]
    python3 Benchmarks/reader_ratio.py .build/release/speakable 9 mixed.yaml
"""
import os, statistics, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_binaries import cpu_ms   # one process's CPU time, as the A/B measures it

READERS = ["voiceover", "talkback", "both"]


def main():
    if len(sys.argv) < 4: sys.exit(__doc__)
    binary, rounds, arguments = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    times = {reader: [] for reader in READERS}
    for round in range(rounds):
        for reader in READERS[round % 3:] + READERS[:round % 3]:
            times[reader].append(cpu_ms([binary, "render"] + arguments + ["--reader", reader]))
    for reader in READERS:
        print(f"{reader:9}: median {statistics.median(times[reader]):8.1f} ms  least {min(times[reader]):8.1f} ms")
    for reader in READERS[:2]:
        print(f"both / {reader}: median {statistics.median(times['both']) / statistics.median(times[reader]):.2f}, "
              f"least {min(times['both']) / min(times[reader]):.2f}")


if __name__ == "__main__":
    main()
