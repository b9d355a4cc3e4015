"""Run the README's decoding example of one language ("Models for other languages"): the
fenced block of that language is wrapped into a program, built against the committed models
in generated/ and run from the repository root; it must print the agent's name and model.

    python tests/tools/readme_examples.py go|rust|java|python SCRATCH_DIR

Run by the nox sessions models-*, after the models built there."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECTION = re.compile(r"^## Models for other languages\n(.*?)^## ", re.M | re.S)
EXPECTED = ("calc_agent", "nvidia/calc-model-8b")


def block(lang: str) -> str:
    section = SECTION.search((ROOT / "README.md").read_text(encoding="utf-8"))
    assert section, "README.md has no section Models for other languages"
    found = re.search(rf"^```{lang}\n(.*?)^```", section.group(1), re.M | re.S)
    assert found, f"the section has no {lang} block"
    return found.group(1)


def go(code: str, scratch: Path) -> list[str]:
    body = "\n".join("\t" + line if line else line for line in code.splitlines())
    (scratch / "main.go").write_text(
        'package main\n\nimport (\n\t"encoding/json"\n\t"fmt"\n\t"os"\n\n'
        '\t"trajspec.dev/models/atif17"\n)\n\nfunc main() {\n' + body + "\n\t_ = back\n}\n"
    )
    (scratch / "go.mod").write_text(
        "module example.com/decode\n\ngo 1.22\n\nrequire trajspec.dev/models v0.0.0\n\n"
        f"replace trajspec.dev/models => {ROOT / 'generated' / 'go'}\n"
    )
    subprocess.run(["go", "build", "-o", "decode", "."], cwd=scratch, check=True)
    return [str(scratch / "decode")]


def rust(code: str, scratch: Path) -> list[str]:
    lines = code.splitlines()
    uses = [line for line in lines if line.startswith("use ")]
    body = "\n".join("    " + line for line in lines if not line.startswith("use ") and line)
    (scratch / "src").mkdir()
    (scratch / "src" / "main.rs").write_text(
        "\n".join(uses)
        + "\n\nfn main() -> Result<(), Box<dyn std::error::Error>> {\n"
        + body
        + "\n    let _ = back;\n    Ok(())\n}\n"
    )
    shutil.copyfile(ROOT / "generated" / "rust" / "Cargo.lock", scratch / "Cargo.lock")
    (scratch / "Cargo.toml").write_text(
        '[package]\nname = "decode"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n'
        f'trajspec-models = {{ path = "{ROOT / "generated" / "rust"}" }}\n'
        'serde_json = "=1.0.154"\n'
    )
    subprocess.run(["cargo", "build", "--quiet"], cwd=scratch, check=True)
    return [str(scratch / "target" / "debug" / "decode")]


def java(code: str, scratch: Path) -> list[str]:
    models = scratch / "models"
    shutil.copytree(ROOT / "generated" / "java", models)
    classpath = scratch / "classpath.txt"
    subprocess.run(
        ["mvn", "-B", "-q", "compile", "dependency:build-classpath",
         f"-Dmdep.outputFile={classpath}"],
        cwd=models, check=True,
    )  # fmt: skip
    source = scratch / "src" / "Decode.java"
    source.parent.mkdir()
    body = "\n".join("        " + line if line else line for line in code.splitlines())
    source.write_text(
        "import dev.trajspec.models.Atif17;\nimport dev.trajspec.models.jsonmodel.Json;\n"
        "import java.io.File;\n\npublic final class Decode {\n"
        "    public static void main(String[] args) throws Exception {\n" + body + "\n    }\n}\n"
    )
    path = f"{models / 'target' / 'classes'}:{classpath.read_text().strip()}"
    out = scratch / "classes"
    subprocess.run(
        ["javac", "-Xlint:all", "-Werror", "-cp", path, "-d", str(out), str(source)], check=True
    )
    return ["java", "-cp", f"{out}:{path}", "Decode"]


def python(code: str, scratch: Path) -> list[str]:
    (scratch / "decode.py").write_text(code)
    return [sys.executable, str(scratch / "decode.py")]


def main(lang: str, scratch: Path) -> int:
    scratch.mkdir(parents=True, exist_ok=True)
    build = {"go": go, "rust": rust, "java": java, "python": python}[lang]
    command = build(block(lang), scratch)
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    missing = [text for text in EXPECTED if text not in done.stdout]
    if done.returncode != 0 or missing:
        print(f"the README's {lang} example failed: {done.stdout}{done.stderr}", file=sys.stderr)
        return 1
    print(f"the README's {lang} example decodes examples/export/0-0.json")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], Path(sys.argv[2])))
