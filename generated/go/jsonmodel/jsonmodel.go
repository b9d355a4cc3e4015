// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

// Package jsonmodel is the runtime of the trajspec Go models: strict decoding of JSON values
// (no null where the schema has none, no "5" for 5, no unknown member of a closed object)
// and members that may be absent (Opt), so that a document decoded and encoded again is the
// same JSON value.
package jsonmodel

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// Decoder decodes one JSON value strictly.
type Decoder[T any] func(raw json.RawMessage) (T, error)

// Opt is an object member that may be absent: Set says whether the document had it.
type Opt[T any] struct {
	Set   bool
	Value T
}

// Some is a member that is present with value.
func Some[T any](value T) Opt[T] { return Opt[T]{Set: true, Value: value} }

// Get returns the value and whether the member is present.
func (o Opt[T]) Get() (T, bool) { return o.Value, o.Set }

// IsZero reports an absent member (encoding/json's omitzero leaves it out).
func (o Opt[T]) IsZero() bool { return !o.Set }

// Null is the JSON value null (a schema of type "null").
type Null struct{}

// MarshalJSON writes null.
func (Null) MarshalJSON() ([]byte, error) { return []byte("null"), nil }

// Error is a decoding error at a JSON Pointer.
type Error struct {
	Path    string
	Message string
}

func (e *Error) Error() string {
	if e.Path == "" {
		return "/: " + e.Message
	}
	return e.Path + ": " + e.Message
}

func fail(format string, args ...any) error {
	return &Error{Message: fmt.Sprintf(format, args...)}
}

// At prefixes an error's path with one reference token.
func At(token string, err error) error {
	if err == nil {
		return nil
	}
	escaped := strings.ReplaceAll(strings.ReplaceAll(token, "~", "~0"), "/", "~1")
	var e *Error
	if errors.As(err, &e) {
		return &Error{Path: "/" + escaped + e.Path, Message: e.Message}
	}
	return &Error{Path: "/" + escaped, Message: err.Error()}
}

func kind(raw json.RawMessage) byte {
	trimmed := bytes.TrimLeft(raw, " \t\r\n")
	if len(trimmed) == 0 {
		return 0
	}
	switch c := trimmed[0]; c {
	case '{', '[', '"', 'n', 't', 'f':
		return c
	default:
		return '0'
	}
}

func describe(raw json.RawMessage) string {
	switch kind(raw) {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 'n':
		return "null"
	case 't', 'f':
		return "a boolean"
	case '0':
		return "a number"
	}
	return "nothing"
}

// IsNull reports whether raw is the JSON value null.
func IsNull(raw json.RawMessage) bool { return kind(raw) == 'n' }

// String decodes a JSON string.
func String(raw json.RawMessage) (string, error) {
	var value string
	if kind(raw) != '"' {
		return value, fail("expected a string, got %s", describe(raw))
	}
	err := json.Unmarshal(raw, &value)
	return value, err
}

// Boolean decodes true or false.
func Boolean(raw json.RawMessage) (bool, error) {
	var value bool
	if k := kind(raw); k != 't' && k != 'f' {
		return value, fail("expected a boolean, got %s", describe(raw))
	}
	err := json.Unmarshal(raw, &value)
	return value, err
}

// Number decodes a JSON number.
func Number(raw json.RawMessage) (float64, error) {
	var value float64
	if kind(raw) != '0' {
		return value, fail("expected a number, got %s", describe(raw))
	}
	err := json.Unmarshal(raw, &value)
	return value, err
}

// Integer decodes a JSON number with no fractional part (1.0 and 1e3 are integers, as JSON
// Schema says), exactly, within the signed 64-bit range.
func Integer(raw json.RawMessage) (int64, error) {
	if kind(raw) != '0' {
		return 0, fail("expected an integer, got %s", describe(raw))
	}
	text := string(bytes.TrimSpace(raw))
	exact, ok := new(big.Rat).SetString(text)
	if !ok {
		return 0, fail("%s is not a number", text)
	}
	if !exact.IsInt() {
		return 0, fail("expected an integer, got %s", text)
	}
	if !exact.Num().IsInt64() {
		return 0, fail("%s is beyond the signed 64-bit range", text)
	}
	return exact.Num().Int64(), nil
}

// Any keeps any JSON value as it is.
func Any(raw json.RawMessage) (json.RawMessage, error) {
	if kind(raw) == 0 {
		return nil, fail("expected a JSON value")
	}
	return append(json.RawMessage(nil), bytes.TrimSpace(raw)...), nil
}

// DecodeNull decodes null.
func DecodeNull(raw json.RawMessage) (Null, error) {
	if !IsNull(raw) {
		return Null{}, fail("expected null, got %s", describe(raw))
	}
	return Null{}, nil
}

// Object decodes a JSON object into its members, kept as raw values.
func Object(raw json.RawMessage) (map[string]json.RawMessage, error) {
	if kind(raw) != '{' {
		return nil, fail("expected an object, got %s", describe(raw))
	}
	members := map[string]json.RawMessage{}
	err := json.Unmarshal(raw, &members)
	return members, err
}

// List decodes a JSON array, each item with elem.
func List[T any](elem Decoder[T]) Decoder[[]T] {
	return func(raw json.RawMessage) ([]T, error) {
		if kind(raw) != '[' {
			return nil, fail("expected an array, got %s", describe(raw))
		}
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, err
		}
		out := make([]T, 0, len(items))
		for i, item := range items {
			value, err := elem(item)
			if err != nil {
				return nil, At(fmt.Sprint(i), err)
			}
			out = append(out, value)
		}
		return out, nil
	}
}

// Map decodes a JSON object whose every member is decoded with elem.
func Map[T any](elem Decoder[T]) Decoder[map[string]T] {
	return func(raw json.RawMessage) (map[string]T, error) {
		members, err := Object(raw)
		if err != nil {
			return nil, err
		}
		out := make(map[string]T, len(members))
		for name, member := range members {
			value, err := elem(member)
			if err != nil {
				return nil, At(name, err)
			}
			out[name] = value
		}
		return out, nil
	}
}

// Nullable decodes null as nil and anything else with elem.
func Nullable[T any](elem Decoder[T]) Decoder[*T] {
	return func(raw json.RawMessage) (*T, error) {
		if IsNull(raw) {
			return nil, nil
		}
		value, err := elem(raw)
		if err != nil {
			return nil, err
		}
		return &value, nil
	}
}

// Values accepts exactly the JSON values listed (an enum or const that is not all strings),
// compared as compact JSON text.
func Values(allowed ...string) Decoder[json.RawMessage] {
	return func(raw json.RawMessage) (json.RawMessage, error) {
		var compact bytes.Buffer
		if err := json.Compact(&compact, raw); err != nil {
			return nil, err
		}
		for _, value := range allowed {
			if compact.String() == value {
				return json.RawMessage(compact.Bytes()), nil
			}
		}
		return nil, fail("%s is not one of %s", compact.String(), strings.Join(allowed, ", "))
	}
}

// NotOneOf is the error of a string outside an enum or const.
func NotOneOf(value string, allowed ...string) error {
	quoted := make([]string, len(allowed))
	for i, a := range allowed {
		quoted[i] = fmt.Sprintf("%q", a)
	}
	return fail("%q is not one of %s", value, strings.Join(quoted, ", "))
}

// NoBranch is the error of a value that no branch of a union decodes.
func NoBranch(raw json.RawMessage, errs []error) error {
	parts := make([]string, len(errs))
	for i, err := range errs {
		parts[i] = err.Error()
	}
	return fail("%s matches no alternative (%s)", describe(raw), strings.Join(parts, "; "))
}

// Fields reads the members of one object: each named member once, then the rest.
type Fields struct {
	members map[string]json.RawMessage
	used    map[string]bool
	err     error
}

// NewFields starts reading an object; the error is that of a value that is no object.
func NewFields(raw json.RawMessage) (*Fields, error) {
	members, err := Object(raw)
	if err != nil {
		return nil, err
	}
	return &Fields{members: members, used: map[string]bool{}}, nil
}

// Required decodes a member that must be present.
func Required[T any](f *Fields, name string, dec Decoder[T]) T {
	var zero T
	f.used[name] = true
	raw, ok := f.members[name]
	if !ok {
		f.note(fail("the required member %q is missing", name))
		return zero
	}
	value, err := dec(raw)
	if err != nil {
		f.note(At(name, err))
		return zero
	}
	return value
}

// Optional decodes a member that may be absent.
func Optional[T any](f *Fields, name string, dec Decoder[T]) Opt[T] {
	f.used[name] = true
	raw, ok := f.members[name]
	if !ok {
		return Opt[T]{}
	}
	value, err := dec(raw)
	if err != nil {
		f.note(At(name, err))
		return Opt[T]{}
	}
	return Opt[T]{Set: true, Value: value}
}

// Rest decodes the members not read by name (an open object's other members).
func Rest[T any](f *Fields, dec Decoder[T]) map[string]T {
	var rest map[string]T
	for _, name := range f.unused() {
		value, err := dec(f.members[name])
		if err != nil {
			f.note(At(name, err))
			continue
		}
		if rest == nil {
			rest = map[string]T{}
		}
		rest[name] = value
	}
	return rest
}

// Closed fails on a member not read by name (a closed object).
func (f *Fields) Closed() {
	for _, name := range f.unused() {
		f.note(fail("%q is not a member of this object (it is closed)", name))
	}
}

// Err is the first error met.
func (f *Fields) Err() error { return f.err }

func (f *Fields) note(err error) {
	if f.err == nil {
		f.err = err
	}
}

func (f *Fields) unused() []string {
	var names []string
	for name := range f.members {
		if !f.used[name] {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// Writer writes one JSON object member by member.
type Writer struct {
	buf bytes.Buffer
	err error
}

func (w *Writer) member(name string, value any) {
	if w.err != nil {
		return
	}
	encoded, err := json.Marshal(value)
	if err != nil {
		w.err = At(name, err)
		return
	}
	key, _ := json.Marshal(name)
	if w.buf.Len() == 0 {
		w.buf.WriteByte('{')
	} else {
		w.buf.WriteByte(',')
	}
	w.buf.Write(key)
	w.buf.WriteByte(':')
	w.buf.Write(encoded)
}

// Put writes a member that is always present.
func Put[T any](w *Writer, name string, value T) { w.member(name, value) }

// PutOpt writes a member when it is present.
func PutOpt[T any](w *Writer, name string, value Opt[T]) {
	if value.Set {
		w.member(name, value.Value)
	}
}

// PutRest writes an open object's other members, in name order.
func PutRest[T any](w *Writer, rest map[string]T) {
	names := make([]string, 0, len(rest))
	for name := range rest {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		w.member(name, rest[name])
	}
}

// Bytes ends the object.
func (w *Writer) Bytes() ([]byte, error) {
	if w.err != nil {
		return nil, w.err
	}
	if w.buf.Len() == 0 {
		return []byte("{}"), nil
	}
	w.buf.WriteByte('}')
	return w.buf.Bytes(), nil
}
