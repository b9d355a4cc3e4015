// Command harness is the conformance runner's model harness for the Go models: it reads one
// request per line on standard input, decodes the document strictly into the model of the
// request's schema, encodes it back and answers on standard output (docs/conformance-runner.md).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"trajspec.dev/models/registry"
)

type request struct {
	ID       string          `json:"id"`
	Schema   string          `json:"schema"`
	Document json.RawMessage `json:"document"`
}

type answer struct {
	ID       string          `json:"id"`
	Decoded  bool            `json:"decoded"`
	Document json.RawMessage `json:"document,omitempty"`
	Error    string          `json:"error,omitempty"`
}

func respond(req request) answer {
	reply := answer{ID: req.ID}
	value, known, err := registry.Decode(req.Schema, req.Document)
	switch {
	case !known:
		reply.Error = "no model for the schema " + req.Schema
	case err != nil:
		reply.Error = err.Error()
	default:
		encoded, err := json.Marshal(value)
		if err != nil {
			reply.Error = "encoding failed: " + err.Error()
			return reply
		}
		reply.Decoded = true
		reply.Document = encoded
	}
	return reply
}

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<30)
	out := bufio.NewWriter(os.Stdout)
	encoder := json.NewEncoder(out)
	for scanner.Scan() {
		var req request
		if err := json.Unmarshal(scanner.Bytes(), &req); err != nil {
			fmt.Fprintln(os.Stderr, "harness: a request is not JSON:", err)
			os.Exit(2)
		}
		if err := encoder.Encode(respond(req)); err != nil {
			fmt.Fprintln(os.Stderr, "harness:", err)
			os.Exit(2)
		}
	}
	if err := scanner.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "harness:", err)
		os.Exit(2)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "harness:", err)
		os.Exit(2)
	}
}
