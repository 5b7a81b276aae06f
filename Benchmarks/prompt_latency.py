#!/usr/bin/env python3
"""Latency of spoken prompts, measured at a real sound server.

Starts a private PulseAudio server with a null sink, records the sink's monitor with parec in
small blocks (each block timestamped as it arrives), runs `speakable alert` in a pseudo-terminal
with direct speech, and measures:

  first sound    from a key (Tab) sent to the prompt to the first audible sample at the sink,
                 after the prompt has fallen silent;
  interruption   from a key sent while the prompt is speaking a long message to the last sample
                 of that message heard at the sink (each run compared sample by sample with an
                 uninterrupted reference run);
  answer         from Enter, sent while the prompt speaks, to the prompt's exit (issue 25: an
                 answer cuts the speech and returns at once, as VoiceOver does when you act).

for the streaming design (libpulse-simple, fed as libespeak-ng produces audio) and for the
player-process design it replaced (SPEAKABLE_AUDIO=player: the whole utterance synthesized,
then handed to paplay). Prints medians and ranges over ROUNDS rounds.

    python3 Benchmarks/prompt_latency.py [ROUNDS]    # default 10; needs scripts/setup
"""
import array, fcntl, os, pty, select, shutil, signal, statistics, struct, subprocess, sys, tempfile, termios, threading, time

RATE = 22050
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEAKABLE = os.path.join(ROOT, ".build", "release", "speakable")
MESSAGE = ("This will delete the file from every device where you are signed in and it cannot be undone "
           "so think about it before you choose to go on with the deletion of this file")
AUDIBLE = 300


class Sink:
    """A private PulseAudio with a null sink, and a recorder of its monitor."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="spk-bench-", dir="/tmp")
        socket = os.path.join(self.folder, "native")
        with open(os.path.join(self.folder, "default.pa"), "w") as f:
            f.write(f"load-module module-native-protocol-unix socket={socket} auth-anonymous=1\n"
                    "load-module module-null-sink sink_name=speakable rate=22050 channels=1\n"
                    "set-default-sink speakable\n")
        env = dict(os.environ, HOME=self.folder, XDG_RUNTIME_DIR=self.folder, PULSE_RUNTIME_PATH=self.folder,
                   PULSE_STATE_PATH=self.folder)
        self.server = subprocess.Popen(["pulseaudio", "-n", "-F", os.path.join(self.folder, "default.pa"),
                                        "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=false",
                                        "--log-level=error"], env=env, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        deadline = time.time() + 10
        while not os.path.exists(socket):
            if time.time() > deadline: sys.exit("PulseAudio did not start")
            time.sleep(0.02)
        self.environment = {"PULSE_SERVER": "unix:" + socket}
        self.recorder = subprocess.Popen(["parec", "-d", "speakable.monitor", "--raw", "--format=s16le",
                                          "--rate=22050", "--channels=1", "--latency-msec=2"],
                                         env=dict(os.environ, **self.environment), stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, bufsize=0)
        self.lock = threading.Lock()
        self.blocks = []  # (arrival time, first sample index, samples)
        self.count = 0
        threading.Thread(target=self._read, daemon=True).start()
        while self.count == 0: time.sleep(0.01)

    def _read(self):
        pending = b""
        while True:
            data = os.read(self.recorder.stdout.fileno(), 4096)
            if not data: return
            now = time.monotonic()
            pending += data
            usable = len(pending) - len(pending) % 2
            samples = array.array("h", pending[:usable])
            pending = pending[usable:]
            with self.lock:
                self.blocks.append((now, self.count, samples))
                self.count += len(samples)

    def sample_times(self, since):
        """(time the sample was heard, value) for every sample in blocks arriving after `since`:
        a block's last sample arrived with it, earlier ones 1/RATE s apart before."""
        with self.lock:
            blocks = [b for b in self.blocks if b[0] >= since]
        for arrival, _, samples in blocks:
            n = len(samples)
            for i, value in enumerate(samples):
                yield arrival - (n - 1 - i) / RATE, value

    def wait_for_silence(self, seconds, timeout=30):
        """Waits until the sink has been silent for `seconds`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            time.sleep(0.05)
            start = time.monotonic() - seconds
            with self.lock:
                recent = [b for b in self.blocks if b[0] >= start]
            if recent and recent[0][0] - start < 0.05 and all(max(map(abs, b[2]), default=0) < AUDIBLE for b in recent):
                return
        sys.exit("the sink never fell silent")

    def wait_for_sound(self, since, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for heard, value in self.sample_times(since):
                if abs(value) >= AUDIBLE: return heard
            time.sleep(0.005)
        return None

    def close(self):
        self.recorder.kill()
        self.server.kill()
        shutil.rmtree(self.folder, ignore_errors=True)


def start_prompt(sink, design):
    master, slave = pty.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    env = dict(os.environ, TERM="xterm", SPEAKABLE_SPEECH="direct", **sink.environment)
    if design == "player": env["SPEAKABLE_AUDIO"] = "player"
    process = subprocess.Popen([SPEAKABLE, "alert", "--title", "Delete File?", "--message", MESSAGE,
                                "--button", "Delete", "--button", "Keep"],
                               stdin=slave, stdout=subprocess.PIPE, stderr=slave, env=env,
                               start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
    os.close(slave)
    threading.Thread(target=lambda: drain(master), daemon=True).start()
    return process, master


def drain(fd):
    try:
        while os.read(fd, 4096): pass
    except OSError:
        pass


def stop_prompt(process, master):
    os.write(master, b"\x1b")
    try: process.wait(timeout=10)
    except subprocess.TimeoutExpired: process.kill()
    os.close(master)


def first_sound(sink, design):
    process, master = start_prompt(sink, design)
    sink.wait_for_sound(time.monotonic() - 0.1)
    sink.wait_for_silence(0.4)
    sent = time.monotonic()
    os.write(master, b"\t")
    heard = sink.wait_for_sound(sent)
    stop_prompt(process, master)
    sink.wait_for_silence(0.3)
    return None if heard is None else (heard - sent) * 1000


def capture(sink, design, key_after=2.5, sends_key=True):
    """Runs the prompt through its opening speech, sending Tab `key_after` seconds after the
    first sound (or not); returns what the sink heard, as (time, sample), and when the key went."""
    since = time.monotonic()
    process, master = start_prompt(sink, design)
    began = sink.wait_for_sound(since)
    while time.monotonic() < began + key_after: time.sleep(0.002)
    sent = time.monotonic()
    if sends_key: os.write(master, b"\t")
    time.sleep(1.5)
    heard = list(sink.sample_times(since))
    stop_prompt(process, master)
    sink.wait_for_silence(0.3)
    return heard, sent


def onset(values):
    return next(i for i, v in enumerate(values) if abs(v) >= AUDIBLE)


def old_audio_after(reference, run, sent):
    """How long the old speech went on after the key: the run is compared sample by sample with
    an uninterrupted reference run, aligned at the first sound (the synthesis is deterministic,
    and the null sink passes samples through unchanged); the old speech ends at its last
    audible sample still equal to the reference's."""
    rv = [v for _, v in reference]
    xt, xv = [t for t, _ in run], [v for _, v in run]
    ro, xo = onset(rv), onset(xv)
    k0 = next(i for i, t in enumerate(xt) if t >= sent)
    before = range(k0 - xo)
    if sum(1 for j in before if xv[xo + j] != rv[ro + j]) > len(before) // 100:
        return None  # the run drifted from the reference before the key (an underrun): not measured
    last_old, j = None, k0 - xo
    while xo + j + 44 < len(xv) and ro + j + 44 < len(rv):
        if abs(rv[ro + j]) >= AUDIBLE:
            if xv[xo + j] == rv[ro + j]:
                last_old = xo + j
            elif sum(1 for w in range(j, j + 44) if xv[xo + w] != rv[ro + w]) > 22:
                break
        j += 1
    if last_old is None: return 0.0
    return max(0.0, (xt[last_old] - sent) * 1000)


def interruptions(sink, design, rounds):
    reference, _ = capture(sink, design, sends_key=False)
    results = []
    for _ in range(rounds):
        run, sent = capture(sink, design)
        results.append(old_audio_after(reference, run, sent))
    return results


def answer(sink, design):
    """Moves to the last button (End) while the long message is spoken, then sends Enter while
    the button is being spoken; returns the milliseconds from Enter to the prompt's exit."""
    since = time.monotonic()
    process, master = start_prompt(sink, design)
    began = sink.wait_for_sound(since)
    while time.monotonic() < began + 1.0: time.sleep(0.002)
    os.write(master, b"\x1b[F")
    time.sleep(0.3)
    sent = time.monotonic()
    os.write(master, b"\r")
    try: process.wait(timeout=20)
    except subprocess.TimeoutExpired: process.kill(); return None
    exited = time.monotonic()
    os.close(master)
    sink.wait_for_silence(0.3)
    return (exited - sent) * 1000


def summary(name, values):
    values = [v for v in values if v is not None]
    if not values: return f"{name}: no measurement"
    return f"{name}: median {statistics.median(values):6.1f} ms  (min {min(values):.1f}, max {max(values):.1f}, n={len(values)})"


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    if not os.path.exists(SPEAKABLE):
        subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True)
    sink = Sink()
    try:
        print(f"rounds: {rounds}; key sent to `speakable alert` in a pty; times at the null sink's monitor")
        for design in ("stream", "player"):
            label = "streaming (libpulse-simple)" if design == "stream" else "player process (paplay)"
            firsts = [first_sound(sink, design) for _ in range(rounds)]
            cuts = interruptions(sink, design, rounds)
            answers = [answer(sink, design) for _ in range(rounds)]
            print(label)
            print("  " + summary("first sound after the key", firsts))
            print("  " + summary("old audio after a new focus", cuts))
            print("  " + summary("Enter to exit, speaking", answers))
    finally:
        sink.close()


if __name__ == "__main__":
    main()
