//! The conformance runner's model harness for the Rust models: it reads one request per line
//! on standard input, decodes the document strictly into the model of the request's schema,
//! encodes it back and answers on standard output (docs/conformance-runner.md).

use serde_json::{json, Value};
use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

fn respond(request: &Value) -> Value {
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let schema = request.get("schema").and_then(Value::as_str).unwrap_or("");
    let document = request.get("document").unwrap_or(&Value::Null);
    match trajspec_models::registry::decode_encode(schema, document) {
        None => json!({"id": id, "decoded": false, "error": format!("no model for the schema {}", schema)}),
        Some(Err(error)) => json!({"id": id, "decoded": false, "error": error.to_string()}),
        Some(Ok(encoded)) => json!({"id": id, "decoded": true, "document": encoded}),
    }
}

fn main() -> ExitCode {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(line) => line,
            Err(error) => {
                eprintln!("harness: {}", error);
                return ExitCode::from(2);
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        let request: Value = match serde_json::from_str(&line) {
            Ok(request) => request,
            Err(error) => {
                eprintln!("harness: a request is not JSON: {}", error);
                return ExitCode::from(2);
            }
        };
        if writeln!(out, "{}", respond(&request)).is_err() {
            return ExitCode::from(2);
        }
    }
    if out.flush().is_err() {
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}
