// The conformance vectors, checked by Ajv (JSON Schema Draft 2020-12) against the bundles in
// generated/schema: every vector of operation validate, validate-atif and validate-atif-gym
// must get the same structural verdict as trajspec's Python validator.
//
// The expected verdict comes from the vector itself, not from running Python: a case is
// structurally valid exactly when none of its expected findings has a schema.* code (the
// Python tests check that every vector's findings are exactly what the Python validator
// reports, and tests/conformance/test_structural_verdicts.py that its schema.* findings are
// its structural findings). A case without findings is structurally valid when it is valid;
// an invalid case without findings fixes no structural verdict, and this test says so rather
// than guess.
//
// Run: npm ci && npm test (node --test tests/node/vectors.test.mjs)

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import Ajv2020 from "ajv/dist/2020.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SPEC = join(ROOT, "spec");
const BUNDLES = join(ROOT, "generated", "schema");
const ID_BASE = "https://trajspec.dev/schemas/";
const OPERATIONS = new Set(["validate", "validate-atif", "validate-atif-gym"]);

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

function* walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith(".json") && !entry.name.endsWith(".schema.json")) yield path;
  }
}

// --- Ajv over the bundles ---------------------------------------------------------------------

// Two instances: one holds the bundles with $ids (each schema keeps its own $id, references stay
// relative), the other the bundles without (every reference a local #/$defs/<Title> pointer).
// Both must agree. `discriminator` is an annotation (an OpenAPI hint for code generators, no
// Draft 2020-12 keyword), as for the Python engines; the oneOf beside it decides. (Ajv's own
// `discriminator: true` mode is not used: it skips the oneOf and applies only to objects, so
// without a `type: "object"` beside the union it accepts a record that is a string.)
function makeAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  ajv.addKeyword({ keyword: "discriminator", schemaType: "object" });
  return ajv;
}
const withIds = makeAjv();
const withoutIds = makeAjv();
const titles = new Map(); // family/version/name -> title
for (const file of readdirSync(BUNDLES).sort()) {
  if (!file.endsWith(".schema.json")) continue;
  const bundle = readJson(join(BUNDLES, file));
  if (file.endsWith(".no-id.schema.json")) {
    withoutIds.addSchema(bundle, file.replace(".no-id.schema.json", ""));
    continue;
  }
  withIds.addSchema(bundle);
  for (const [title, schema] of Object.entries(bundle.$defs)) {
    const name = schema.$id.slice(ID_BASE.length).replace(/\.schema\.json$/, "");
    titles.set(name, title);
  }
}

const compiled = new Map();
function validatorsFor(name) {
  if (!compiled.has(name)) {
    const title = titles.get(name);
    assert.ok(title, `generated/schema has no schema ${name}`);
    const [family, version] = name.split("/");
    compiled.set(name, [
      withIds.getSchema(`${ID_BASE}${name}.schema.json`),
      withoutIds.getSchema(`${family}-${version}#/$defs/${title}`),
    ]);
  }
  return compiled.get(name);
}

function ajvValid(document, name) {
  const [a, b] = validatorsFor(name);
  const verdicts = [a(document), b(document)];
  assert.equal(verdicts[0], verdicts[1], `the bundles with and without $id disagree on ${name}`);
  return { valid: verdicts[0], errors: a.errors ?? [] };
}

// --- the ATIF operations (spec/atif/README.md, "How a document is checked") ------------------

// schema_version -> the schema that checks it (ATIF-v1.0 to v1.7: atif/1.7/trajectory).
const ATIF_VERSIONS = new Map(
  readJson(join(SPEC, "atif", "versions.json")).versions.map((v) => [v.schema_version, v.schema]),
);
const ATIF_LATEST = "atif/1.8/trajectory";
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

// A document's own and its embedded subagents' schema_version are version findings, not
// structure: the structural pass sees the schema's constant there (validators/_atif/versions.py,
// with_versions).
function withSchemaVersions(trajectory, constant) {
  const copy = { ...trajectory, schema_version: constant };
  if (Array.isArray(trajectory.subagent_trajectories)) {
    copy.subagent_trajectories = trajectory.subagent_trajectories.map((sub) =>
      isObject(sub) ? withSchemaVersions(sub, constant) : sub,
    );
  }
  return copy;
}

// The places of ContentPart objects: step messages and observation result contents, in the
// root trajectory and in every embedded subagent.
function* contentPartSlots(trajectory) {
  if (!isObject(trajectory)) return;
  for (const step of Array.isArray(trajectory.steps) ? trajectory.steps : []) {
    if (!isObject(step)) continue;
    if (Array.isArray(step.message)) yield step.message;
    const results = isObject(step.observation) ? step.observation.results : undefined;
    for (const result of Array.isArray(results) ? results : []) {
      if (isObject(result) && Array.isArray(result.content)) yield result.content;
    }
  }
  for (const sub of Array.isArray(trajectory.subagent_trajectories)
    ? trajectory.subagent_trajectories
    : []) {
    yield* contentPartSlots(sub);
  }
}

// The structural verdict of operation validate-atif.
function atifValid(document) {
  if (!isObject(document)) return ajvValid(document, ATIF_LATEST).valid;
  const declared = document.schema_version;
  const schema = (typeof declared === "string" && ATIF_VERSIONS.get(declared)) || ATIF_LATEST;
  const constant = `ATIF-v${schema.split("/")[1]}`;
  const patched = structuredClone(withSchemaVersions(document, constant));
  let valid = true;
  if (schema !== ATIF_LATEST) {
    // An audio part in a document older than v1.8 is a version finding, and the part's own
    // structure is checked as v1.8 (validators/_atif/versions.py, audio_parts_as_v18); in its place
    // the older schema sees a part it accepts.
    for (const parts of contentPartSlots(patched)) {
      parts.forEach((part, index) => {
        if (isObject(part) && part.type === "audio") {
          valid = ajvValid(part, "atif/1.8/content_part").valid && valid;
          parts[index] = { type: "text", text: "" };
        }
      });
    }
  }
  return ajvValid(patched, schema).valid && valid;
}

// --- the cases --------------------------------------------------------------------------------

function expectedStructuralVerdict(testCase) {
  if (Array.isArray(testCase.findings)) {
    return !testCase.findings.some((finding) => finding.code.startsWith("schema."));
  }
  if (testCase.valid === true) return true; // no error at all, so no structural one
  return undefined;
}

const files = [];
for (const path of walk(join(SPEC, "conformance"))) {
  const data = readJson(path);
  const operation = data.operation ?? "validate";
  if (OPERATIONS.has(operation)) {
    files.push({ name: relative(SPEC, path).split(sep).join("/"), operation, data });
  }
}

test("there are vectors of every operation", () => {
  const counts = {};
  for (const file of files) counts[file.operation] = (counts[file.operation] ?? 0) + file.data.cases.length;
  assert.ok(counts.validate >= 60, JSON.stringify(counts));
  assert.ok(counts["validate-atif"] >= 60, JSON.stringify(counts));
  assert.ok(counts["validate-atif-gym"] >= 20, JSON.stringify(counts));
});

for (const { name, operation, data } of files) {
  test(`${name} (${operation})`, () => {
    const disagreements = [];
    data.cases.forEach((testCase, index) => {
      const expected = expectedStructuralVerdict(testCase);
      assert.notEqual(
        expected,
        undefined,
        `${name}#${index}: an invalid case without findings fixes no structural verdict; ` +
          "list its findings",
      );
      let actual;
      let errors = [];
      if (operation === "validate") {
        ({ valid: actual, errors } = ajvValid(testCase.document, data.schema));
      } else if (operation === "validate-atif-gym") {
        ({ valid: actual, errors } = ajvValid(testCase.document, "atif/1.7/gym_profile"));
      } else {
        actual = atifValid(testCase.document);
      }
      if (actual !== expected) {
        disagreements.push(
          `#${index} ${testCase.description} — Ajv: ${actual ? "valid" : "invalid"}, ` +
            `Python: ${expected ? "valid" : "invalid"} ${JSON.stringify(errors.slice(0, 3))}`,
        );
      }
    });
    assert.deepEqual(disagreements, []);
  });
}
