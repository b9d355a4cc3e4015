// The conformance runner's model harness for the TypeScript types (generated/typescript).
// TypeScript types are erased at run time, so a program "decodes" a document by checking it
// against the schema its type was generated from (Ajv, Draft 2020-12, the bundle without $id)
// and then treats it as that type; encoding is JSON.stringify. This harness does exactly that:
// a document decodes when Ajv accepts it, and comes back as JSON.parse and JSON.stringify leave
// it (numbers as doubles: an integer beyond 2**53 does not survive).
//
// Run by `trajspec conformance run --lang typescript`: node harness.mjs BUNDLES_DIR, with Ajv
// resolved from the working directory's node_modules (npm ci in the repository).

import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createInterface } from "node:readline";

const require = createRequire(join(process.cwd(), "package.json"));
const Ajv2020 = require("ajv/dist/2020.js").default;

const bundles = process.argv[2];
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
ajv.addKeyword({ keyword: "discriminator", schemaType: "object" });
const titles = new Map(); // family/version/name -> title
for (const file of readdirSync(bundles).sort()) {
  if (file.endsWith(".no-id.schema.json")) {
    const bundle = JSON.parse(readFileSync(join(bundles, file), "utf8"));
    ajv.addSchema(bundle, file.replace(".no-id.schema.json", ""));
  } else if (file.endsWith(".schema.json")) {
    const bundle = JSON.parse(readFileSync(join(bundles, file), "utf8"));
    for (const [title, schema] of Object.entries(bundle.$defs)) {
      const name = schema.$id.replace(/^.*\/schemas\//, "").replace(/\.schema\.json$/, "");
      titles.set(name, title);
    }
  }
}

const validators = new Map();
function validatorFor(name) {
  if (!validators.has(name)) {
    const title = titles.get(name);
    const [family, version] = name.split("/");
    validators.set(name, title ? ajv.getSchema(`${family}-${version}#/$defs/${title}`) : null);
  }
  return validators.get(name);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  const validate = validatorFor(request.schema);
  let answer;
  if (!validate) {
    answer = { id: request.id, decoded: false, error: `no type for the schema ${request.schema}` };
  } else if (validate(request.document)) {
    answer = { id: request.id, decoded: true, document: JSON.parse(JSON.stringify(request.document)) };
  } else {
    const [first] = validate.errors;
    answer = { id: request.id, decoded: false, error: `${first.instancePath || "/"}: ${first.message}` };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
}
