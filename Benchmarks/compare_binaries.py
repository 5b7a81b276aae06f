#!/usr/bin/env python3
"""Two builds of `speakable` on the same inputs, alternating: the A/B that a busy machine still
allows, since both binaries see the same load at the same moments.

    python3 Benchmarks/compare_binaries.py OLD NEW ROUNDS COMMAND [ARGS…]
    python3 Benchmarks/compare_binaries.py /tmp/speakable-old .build/release/speakable 7 render mixed.yaml

Each round runs both, in an order that alternates, with the output thrown away; prints the
median and the least CPU time (user + system, from wait4) of each and their ratio.
"""
import os, statistics, subprocess, sys


def cpu_ms(argv):
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0: sys.exit(f"{argv} failed ({status})")
    return (usage.ru_utime + usage.ru_stime) * 1000


def main():
    if len(sys.argv) < 5: sys.exit(__doc__)
    old, new, rounds, arguments = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
    times = {old: [], new: []}
    for round in range(rounds):
        for binary in ([old, new] if round % 2 == 0 else [new, old]):
            times[binary].append(cpu_ms([binary] + arguments))
    for name, binary in (("old", old), ("new", new)):
        print(f"{name}: median {statistics.median(times[binary]):8.1f} ms  least {min(times[binary]):8.1f} ms  ({binary})")
    print(f"new / old: median {statistics.median(times[new]) / statistics.median(times[old]):.2f}, "
          f"least {min(times[new]) / min(times[old]):.2f}")


if __name__ == "__main__":
    main()
