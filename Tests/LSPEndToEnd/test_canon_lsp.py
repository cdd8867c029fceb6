"""`canon lsp` driven by a real LSP client (pytest-lsp, on pygls): open a file, receive its
diagnostics, edit it, receive new ones, request and apply a quick fix, break and repair
`.canon.yml`. Run by `.ci/run` against the built binary (CANON, default .build/debug/canon):

    CANON=.build/debug/canon python3 -m pytest Tests/LSPEndToEnd
"""
import asyncio
import atexit
import os
import pathlib
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

CANON = os.path.abspath(os.environ.get("CANON", ".build/debug/canon"))
PROJECT = pathlib.Path(tempfile.mkdtemp(prefix="canon-lsp-e2e-")).resolve()
# Removed when the tests end: each run made a folder that stayed in the temporary folder.
atexit.register(shutil.rmtree, PROJECT, ignore_errors=True)
CONFIGURATION = "presets: [base, mvvm-c]\n"
MODEL = "protocol ModelDelegate: class {}\n\nfinal class Model {\n  var delegate: ModelDelegate?\n}\n"


def uri(relative):
    return (PROJECT / relative).as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[CANON, "lsp", "--no-cache"]))
async def client(lsp_client: LanguageClient):
    (PROJECT / "Sources").mkdir(parents=True, exist_ok=True)
    (PROJECT / ".canon.yml").write_text(CONFIGURATION)
    (PROJECT / "Sources" / "Model.swift").write_text(MODEL)
    params = types.InitializeParams(capabilities=client_capabilities("neovim"), root_uri=PROJECT.as_uri())
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def published(client, target):
    """The next diagnostics published for `target`."""
    while True:
        params = await asyncio.wait_for(client.wait_for_notification("textDocument/publishDiagnostics"), 30)
        if params.uri == target:
            return list(params.diagnostics)


def codes(diagnostics):
    return sorted(str(d.code) for d in diagnostics)


def apply(text, edits):
    """LSP edits applied as an editor applies them (positions in UTF-16; ASCII here)."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    def offset(position):
        return offsets[position.line] + position.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def test_diagnostics_quick_fix_and_configuration(client: LanguageClient):
    model = uri("Sources/Model.swift")
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=model, language_id="swift", version=1, text=MODEL)))
    found = await published(client, model)
    assert codes(found) == ["class-protocol-anyobject", "weak-delegate"]
    weak = next(d for d in found if d.code == "weak-delegate")
    assert (weak.range.start.line, weak.range.start.character, weak.range.end.character) == (3, 6, 14)
    assert weak.code_description.href.endswith("rules.md#weak-delegate")

    # An incremental edit, unsaved: `weak ` before `var`.
    at = types.Position(line=3, character=2)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=model, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text="weak ")]))
    assert codes(await published(client, model)) == ["class-protocol-anyobject"]
    text = MODEL.replace("  var delegate", "  weak var delegate")

    # The quick fix for what is left, applied as the editor would, then linted.
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=model),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=40)),
        context=types.CodeActionContext(diagnostics=[])))
    fix = next(a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.title.startswith("Fix:"))
    text = apply(text, fix.edit.changes[model])
    assert "protocol ModelDelegate: AnyObject" in text
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=model, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    assert codes(await published(client, model)) == []
    # Nothing was written by the server.
    assert (PROJECT / "Sources" / "Model.swift").read_text() == MODEL

    # A broken configuration is a diagnostic on it; the server keeps answering; repaired, it clears.
    configuration = uri(".canon.yml")
    changed = types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=configuration, type=types.FileChangeType.Changed)])
    (PROJECT / ".canon.yml").write_text("presets: [base, mvvm-c\n")
    client.workspace_did_change_watched_files(changed)
    broken = await published(client, configuration)
    assert len(broken) == 1 and broken[0].severity == types.DiagnosticSeverity.Error
    again = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=model),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=1)),
        context=types.CodeActionContext(diagnostics=[])))
    assert again is not None and list(again) == []  # answered: the server is still running
    (PROJECT / ".canon.yml").write_text(CONFIGURATION + "rules:\n  weak-delegate: { severity: error }\n")
    client.workspace_did_change_watched_files(changed)
    assert await published(client, configuration) == []


def frame(message):
    import json
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_bad_input_is_answered_and_a_vanished_client_ends_the_server():
    """Over real pipes: malformed JSON gets a parse error, an unknown method MethodNotFound,
    and closing standard input (the client is gone) ends the process, without `exit`."""
    import json
    import subprocess
    server = subprocess.Popen([CANON, "lsp", "--no-cache"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=PROJECT)
    try:
        garbage = b"{not json"
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(garbage) + garbage)
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": PROJECT.as_uri(), "capabilities": {}}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "canon/nothing", "params": {}}))
        server.stdin.close()
        output = server.stdout.read()
        assert server.wait(timeout=30) == 1  # no shutdown: LSP's exit status for that
    finally:
        if server.poll() is None:
            server.kill()
    replies = []
    while output:
        header, _, rest = output.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        replies.append(json.loads(rest[:length]))
        output = rest[length:]
    assert replies[0]["error"]["code"] == -32700 and replies[0]["id"] is None
    assert replies[1]["id"] == 1 and "capabilities" in replies[1]["result"]
    assert replies[2]["id"] == 2 and replies[2]["error"]["code"] == -32601


async def test_indexing_is_shown_as_work_done_progress(client: LanguageClient):
    """Neovim shows work-done progress: the server creates a token and reports the indexing on
    it, begin to end."""
    for _ in range(300):
        ended = [token for token, steps in client.progress_reports.items()
                 if steps and steps[-1].kind == "end"]
        if ended:
            break
        await asyncio.sleep(0.1)
    assert ended
    steps = client.progress_reports[ended[0]]
    assert steps[0].kind == "begin" and steps[0].title
    assert [step.kind for step in steps].count("end") == 1


def read_messages(stream, until, limit=60):
    """Messages from the server's output until `until(messages)` holds (or `limit` seconds)."""
    import json
    import select
    import time
    messages, buffer = [], b""
    deadline = time.monotonic() + limit
    while not until(messages) and time.monotonic() < deadline:
        ready, _, _ = select.select([stream], [], [], 0.5)
        if not ready:
            continue
        chunk = os.read(stream.fileno(), 1 << 16)
        if not chunk:
            break
        buffer += chunk
        while b"\r\n\r\n" in buffer:
            header, _, rest = buffer.partition(b"\r\n\r\n")
            length = int(header.split(b":")[1])
            if len(rest) < length:
                break
            messages.append(json.loads(rest[:length]))
            buffer = rest[length:]
    return messages


def test_a_burst_of_edits_is_linted_at_its_last_version():
    """Over real pipes: 300 edits sent at once, then `shutdown`. `shutdown` is answered, and the
    document is linted at its last version, not once per edit (it was 301 lints and
    publications before `shutdown` was answered); a second `initialize` is an invalid request."""
    import subprocess
    text = MODEL + "".join(f"// line {n}\n" for n in range(1000))
    model = uri("Sources/Burst.swift")
    (PROJECT / "Sources").mkdir(parents=True, exist_ok=True)
    (PROJECT / ".canon.yml").write_text(CONFIGURATION)
    server = subprocess.Popen([CANON, "lsp", "--no-cache"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=PROJECT)
    try:
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": PROJECT.as_uri(), "capabilities": {}}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"rootUri": PROJECT.as_uri(), "capabilities": {}}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": model, "languageId": "swift", "version": 1, "text": text}}}))
        server.stdin.flush()
        last = 301
        for version in range(2, last + 1):
            at = {"line": 3, "character": 2}
            server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": model, "version": version},
                "contentChanges": [{"range": {"start": at, "end": at}, "text": "weak " if version == 2 else ""}]}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 3, "method": "shutdown"}))
        server.stdin.flush()

        def publications(messages):
            return [m["params"] for m in messages
                    if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == model]

        messages = read_messages(server.stdout, lambda messages: any(m.get("id") == 3 for m in messages)
                                 and any(p.get("version") == last for p in publications(messages)))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.close()
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()
    assert next(m for m in messages if m.get("id") == 2)["error"]["code"] == -32600
    assert any(m.get("id") == 3 and m["result"] is None for m in messages)
    published = publications(messages)
    assert published[-1]["version"] == last
    assert [d["code"] for d in published[-1]["diagnostics"]] == ["class-protocol-anyobject"]
    # Coalesced: a handful of lints at most, whichever versions the reads ended on.
    assert len(published) < 20, [p.get("version") for p in published]
