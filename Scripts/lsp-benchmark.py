#!/usr/bin/env python3
"""Speed of `canon lsp` on a large workspace: the initial index (cold, then from the cache) and
the time from an edit (`textDocument/didChange`) to its diagnostics (`publishDiagnostics` with
the edit's version), over many edits of a file of about 500 lines.

    Scripts/lsp-benchmark.py [--canon .build/release/canon] [--edits 100] [TREE ...]

TREEs (default: mastodon, IceCubesApp and SwiftHub from /work/oss-trees, about 150k lines) are
copied into one temporary folder with a `.canon.yml` that enables every preset. The edits
alternate between inserting a line (`let benchmarkN = N`) into the middle of a function body and
removing it again, as incremental changes, the way an editor sends keystrokes in batches. Each
edit waits for its diagnostics before the next is sent. A benchmark, not a test: it prints
figures, it does not judge them.
"""
import argparse, json, os, shutil, statistics, subprocess, sys, tempfile, time

DEFAULT_TREES = ["/work/oss-trees/mastodon", "/work/oss-trees/IceCubesApp", "/work/oss-trees/SwiftHub"]
PRESETS = "[base, mvvm, mvvm-bindings, mvvm-c, mvvm-di, viper]"


class Server:
    def __init__(self, canon, root, cache):
        self.process = subprocess.Popen(
            [canon, "lsp", "--cache-path", cache], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=root)
        self.next_id = 1

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise SystemExit("canon lsp ended early")
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id and "method" not in message:
                return message

    def wait_for(self, predicate):
        while True:
            message = self.receive()
            if predicate(message):
                return message

    def stop(self):
        self.request("shutdown", None)
        self.send({"method": "exit"})
        self.process.wait(timeout=30)


def start(canon, root, cache):
    """A server up to its initial index; returns it and the seconds from `initialized` to the
    end of the index (the server says when it is done in a log message)."""
    server = Server(canon, root, cache)
    server.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
    began = time.perf_counter()
    server.send({"method": "initialized", "params": {}})
    log = server.wait_for(lambda m: m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"])
    return server, time.perf_counter() - began, log["params"]["message"]


def cpu_seconds(pid):
    """User and system CPU time of a process, all its threads (Linux /proc)."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


def edited_file(root, target=500):
    best = None
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    lines = handle.read().count("\n")
                if best is None or abs(lines - target) < abs(best[1] - target):
                    best = (path, lines)
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--canon", default=".build/release/canon")
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("trees", nargs="*", default=DEFAULT_TREES)
    arguments = parser.parse_args()
    canon = os.path.abspath(arguments.canon)

    work = tempfile.mkdtemp(prefix="canon-lsp-benchmark-")
    try:
        root = os.path.join(work, "workspace")
        for tree in arguments.trees:
            shutil.copytree(tree, os.path.join(root, os.path.basename(tree)), ignore=shutil.ignore_patterns(".git"))
        with open(os.path.join(root, ".canon.yml"), "w") as handle:
            handle.write("presets: %s\n" % PRESETS)
        lines = files = 0
        for folder, _, names in os.walk(root):
            for name in names:
                if name.endswith(".swift"):
                    files += 1
                    with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
                        lines += handle.read().count("\n")
        print(f"workspace: {files} Swift files, {lines} lines ({', '.join(os.path.basename(t) for t in arguments.trees)})")
        cache = os.path.join(work, "cache")

        server, cold, message = start(canon, root, cache)
        print(f"initial index, empty cache: {cold:.2f} s ({message})")
        server.stop()
        server, warm, message = start(canon, root, cache)
        print(f"initial index, from the cache: {warm:.2f} s ({message})")

        path, file_lines = edited_file(root)
        uri = "file://" + path
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        server.send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
        opened = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
        print(f"edited file: {os.path.relpath(path, root)}, {file_lines} lines, {len(opened['params']['diagnostics'])} findings")

        # The line after the middle line that ends with `{`: inside a body, where a statement fits.
        text_lines = text.split("\n")
        middle = len(text_lines) // 2
        line = next((i + 1 for i in range(middle, len(text_lines)) if text_lines[i].rstrip().endswith("{")), middle)
        times = []
        cpu_before = cpu_seconds(server.process.pid)
        for edit in range(arguments.edits):
            version = edit + 2
            inserted = f"        let benchmark{edit} = {edit}\n"
            if edit % 2 == 0:
                change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}, "text": inserted}
            else:
                change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line + 1, "character": 0}}, "text": ""}
            began = time.perf_counter()
            server.send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
            server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and m["params"].get("version") == version)
            times.append((time.perf_counter() - began) * 1000)
        cpu = cpu_seconds(server.process.pid) - cpu_before
        times.sort()
        print(f"didChange -> publishDiagnostics over {len(times)} edits: median {statistics.median(times):.1f} ms, "
              f"p90 {times[int(len(times) * 0.9) - 1]:.1f} ms, min {times[0]:.1f} ms, max {times[-1]:.1f} ms; "
              f"the server's CPU time {cpu * 1000 / len(times):.1f} ms per edit (all threads)")
        print(f"machine load while measuring (1-minute load average): {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        server.stop()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
