"""`canon mcp` driven by a real MCP client (the `mcp` package's stdio client): initialize, list
the tools, call each, and have a path outside the project refused. Run by `.ci/run` against the
built binary (CANON, default .build/debug/canon):

    CANON=.build/debug/canon python3 -m pytest Tests/MCPEndToEnd

With MCP_TRANSCRIPT=FILE, the session's requests and answers are written there (the closing
note of issue #38 shows one).
"""
import asyncio
import atexit
import json
import os
import pathlib
import shutil
import subprocess
import tempfile

from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

CANON = os.path.abspath(os.environ.get("CANON", ".build/debug/canon"))
PROJECT = pathlib.Path(tempfile.mkdtemp(prefix="canon-mcp-e2e-")).resolve()
atexit.register(shutil.rmtree, PROJECT, ignore_errors=True)
OUTSIDE = pathlib.Path(tempfile.mkdtemp(prefix="canon-mcp-outside-")).resolve()
atexit.register(shutil.rmtree, OUTSIDE, ignore_errors=True)

CONFIGURATION = "presets: [base, mvvm]\n"
FILES = {
    "Sources/Models/Order.swift": "struct Order {}\n",
    "Sources/Stores/OrderStore.swift": "final class OrderStore {\n  var orders: [Order] = []\n}\n",
    "Sources/Profile/ProfileViewModel.swift": "final class ProfileViewModel {\n  let store: OrderStore\n  init(store: OrderStore) { self.store = store }\n}\n",
    "Sources/Profile/ProfileView.swift": "import UIKit\n\nfinal class ProfileView: UIView {}\n",
}
SNIPPET = "protocol CartDelegate: class {}\n\nfinal class Cart {\n  var delegate: CartDelegate?\n}\n"
TRANSCRIPT = []


def make_project():
    (PROJECT / ".canon.yml").write_text(CONFIGURATION)
    for relative, text in FILES.items():
        path = PROJECT / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


async def call(session, name, arguments):
    TRANSCRIPT.append({"call": name, "arguments": arguments})
    result = await session.call_tool(name, arguments)
    assert not result.is_error, result
    TRANSCRIPT.append({"result": result.structured_content})
    # The text block carries the same as JSON, for clients that show only text.
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


async def session_run(body, cwd=PROJECT):
    make_project()
    server = StdioServerParameters(command=CANON, args=["mcp", "--no-cache"], cwd=str(cwd))
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            assert initialized.server_info.name == "canon"
            await asyncio.wait_for(body(session), 50)


def run(body):
    asyncio.run(session_run(body))


def test_tools_are_listed_with_their_schemas():
    async def body(session):
        listed = await session.list_tools()
        names = [tool.name for tool in listed.tools]
        TRANSCRIPT.append({"tools": names})
        assert names == ["lint", "fix", "explain_rule", "roles", "layers", "scaffold"]
        lint = next(tool for tool in listed.tools if tool.name == "lint")
        assert set(lint.input_schema["properties"]) == {"code", "path", "paths"}
    run(body)


def test_lint_a_snippet_at_its_path_then_fix_it():
    async def body(session):
        found = await call(session, "lint", {"code": SNIPPET, "path": "Sources/Cart/Cart.swift"})
        findings = found["findings"]["findings"]
        assert [(f["rule"], f["line"], f["column"]) for f in findings] == [
            ("class-protocol-anyobject", 1, 24), ("weak-delegate", 4, 7)]
        assert [f["fix"] for f in findings] == [
            {"available": True, "safety": "safe"}, {"available": True, "safety": "unsafe"}]
        assert found["files"] == ["Sources/Cart/Cart.swift"]
        assert not (PROJECT / "Sources/Cart").exists()

        fixed = await call(session, "fix", {"code": SNIPPET, "path": "Sources/Cart/Cart.swift", "unsafe": True})
        assert "+protocol CartDelegate: AnyObject {}" in fixed["diff"]
        assert "weak var delegate" in fixed["fixedCode"]
        assert fixed["remaining"]["count"] == 0 and fixed["applied"] is False

        # A file on disk: the diff only, then written when asked.
        (PROJECT / "Sources/Cart").mkdir()
        (PROJECT / "Sources/Cart/Cart.swift").write_text(SNIPPET)
        await call(session, "fix", {"path": "Sources/Cart/Cart.swift"})
        assert (PROJECT / "Sources/Cart/Cart.swift").read_text() == SNIPPET
        applied = await call(session, "fix", {"path": "Sources/Cart/Cart.swift", "apply": True, "unsafe": True})
        assert applied["applied"] is True
        assert "weak var delegate" in (PROJECT / "Sources/Cart/Cart.swift").read_text()
        clean = await call(session, "lint", {"paths": ["Sources/Cart"]})
        assert clean["findings"]["count"] == 0
    run(body)


def test_explain_roles_layers_and_scaffold():
    async def body(session):
        rule = await call(session, "explain_rule", {"rule": "weak-delegate"})
        assert rule["correctable"] and rule["rationale"] and rule["guideSection"]
        assert rule["triggering"] and rule["nonTriggering"]

        roles = await call(session, "roles", {"type": "ProfileViewModel"})
        assert roles["types"][0]["roles"] == ["view-model"]
        assert "ViewModel" in roles["types"][0]["because"]

        layers = await call(session, "layers", {"from": "ProfileView", "to": "OrderStore"})
        assert layers["enforced"] is True
        assert layers["reference"]["allowed"] is False
        assert layers["reference"]["forbiddenBy"] == {"from": "view", "to": ["model"]}
        allowed = await call(session, "layers", {"from": "ProfileViewModel", "to": "OrderStore"})
        assert allowed["reference"]["allowed"] is True

        # Scaffolding needs an app made by `canon init`: this project is not one, and says so.
        TRANSCRIPT.append({"call": "scaffold", "arguments": {"kind": "store", "name": "Wishlist"}})
        try:
            await session.call_tool("scaffold", {"kind": "store", "name": "Wishlist"})
        except MCPError as error:
            TRANSCRIPT.append({"error": str(error)})
            assert "canon init" in str(error)
        else:
            raise AssertionError("scaffolded outside an app")
    run(body)


def test_scaffold_plans_then_writes_when_asked():
    app = OUTSIDE / "app"
    subprocess.run([CANON, "init", "Demo", "--architecture", "mvvm", "--path", str(app)],
                   check=True, capture_output=True, timeout=60)
    app = app / "Demo"

    async def body(session):
        arguments = {"kind": "screen", "name": "Cart"}
        plan = await call(session, "scaffold", arguments)
        assert plan["written"] is False
        assert "Sources/DemoCore/Cart/CartViewModel.swift" in plan["create"]
        assert [edit["path"] for edit in plan["edit"]] == ["Sources/DemoUI/App/CompositionRoot.swift"]
        assert not (app / "Sources/DemoCore/Cart").exists()
        written = await call(session, "scaffold", {**arguments, "write": True})
        assert written["written"] is True
        assert all((app / path).is_file() for path in plan["create"])
        assert "CartViewController" in (app / "Sources/DemoUI/App/CompositionRoot.swift").read_text()
        # Nothing existing is overwritten: the same screen again is refused with a sentence.
        try:
            await session.call_tool("scaffold", {**arguments, "write": True})
        except MCPError as error:
            assert "refusing to overwrite existing files" in str(error)
        else:
            raise AssertionError("scaffolded over existing files")
    asyncio.run(session_run(body, cwd=app))


def test_paths_outside_the_project_are_refused_with_a_sentence():
    (OUTSIDE / "Secret.swift").write_text("protocol Secret: class {}\n")

    async def body(session):
        for arguments in (
            {"code": SNIPPET, "path": "../" + OUTSIDE.name + "/Secret.swift"},
            {"paths": [str(OUTSIDE)]},
        ):
            TRANSCRIPT.append({"call": "lint", "arguments": arguments})
            try:
                result = await session.call_tool("lint", arguments)
            except MCPError as error:
                TRANSCRIPT.append({"error": str(error)})
                assert "outside the project" in str(error)
            else:
                raise AssertionError(f"not refused: {result}")
        # A link inside the project to a folder outside it is refused too.
        os.symlink(OUTSIDE, PROJECT / "Sources" / "Elsewhere")
        try:
            await session.call_tool("fix", {"path": "Sources/Elsewhere/Secret.swift", "apply": True})
        except MCPError as error:
            assert "outside the project" in str(error)
        else:
            raise AssertionError("a symbolic link led outside the project")
        assert (OUTSIDE / "Secret.swift").read_text() == "protocol Secret: class {}\n"
        # The server is still there after the errors.
        assert (await call(session, "explain_rule", {"rule": "weak-delegate"}))["id"] == "weak-delegate"
    run(body)


def teardown_module():
    target = os.environ.get("MCP_TRANSCRIPT")
    if target:
        pathlib.Path(target).write_text(json.dumps(TRANSCRIPT, indent=1) + "\n")
