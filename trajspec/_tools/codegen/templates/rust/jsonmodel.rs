//! The runtime of the trajspec Rust models: strict decoding of JSON values (no null where the
//! schema has none, no "5" for 5, no unknown member of a closed object) from
//! `serde_json::Value`, and encoding back, so that a document decoded and encoded again is the
//! same JSON value. `Option<T>` is a member that may be absent or a value that may be null;
//! `Option<Option<T>>` a member that may be absent and may be null.

use serde_json::{Map, Number, Value};
use std::collections::BTreeMap;
use std::fmt;

/// A decoding error at a JSON Pointer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// Where in the document, as a JSON Pointer ("" for the document itself).
    pub path: String,
    /// What is wrong there.
    pub message: String,
}

impl Error {
    /// An error at the value being decoded.
    pub fn new(message: impl Into<String>) -> Self {
        Error { path: String::new(), message: message.into() }
    }

    /// The same error one level down, under `token`.
    pub fn at(mut self, token: &str) -> Self {
        let escaped = token.replace('~', "~0").replace('/', "~1");
        self.path = format!("/{}{}", escaped, self.path);
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = if self.path.is_empty() { "/" } else { &self.path };
        write!(f, "{}: {}", path, self.message)
    }
}

impl std::error::Error for Error {}

/// A type decoded strictly from a JSON value.
pub trait Decode: Sized {
    /// Decode `value`, or say where and why it does not fit.
    fn decode(value: &Value) -> Result<Self, Error>;
}

/// A type encoded as a JSON value.
pub trait Encode {
    /// The JSON value of `self`.
    fn encode(&self) -> Value;
}

fn describe(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The error of a value of the wrong JSON type.
pub fn expected(what: &str, value: &Value) -> Error {
    Error::new(format!("expected {}, got {}", what, describe(value)))
}

impl Decode for String {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::String(text) => Ok(text.clone()),
            other => Err(expected("a string", other)),
        }
    }
}

impl Encode for String {
    fn encode(&self) -> Value {
        Value::String(self.clone())
    }
}

impl Decode for bool {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Bool(flag) => Ok(*flag),
            other => Err(expected("a boolean", other)),
        }
    }
}

impl Encode for bool {
    fn encode(&self) -> Value {
        Value::Bool(*self)
    }
}

impl Decode for f64 {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Number(number) => number
                .as_f64()
                .ok_or_else(|| Error::new(format!("{} is beyond every double", number))),
            other => Err(expected("a number", other)),
        }
    }
}

impl Encode for f64 {
    fn encode(&self) -> Value {
        Number::from_f64(*self).map(Value::Number).unwrap_or(Value::Null)
    }
}

/// The integer a number's text stands for, when it has no fractional part (`1.0` and `1e3`
/// are integers, as JSON Schema says), within the signed 64-bit range.
pub fn integer_of(text: &str) -> Result<i64, String> {
    if let Ok(exact) = text.parse::<i64>() {
        return Ok(exact);
    }
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], text[at + 1..].parse::<i64>().map_err(|_| "a bad exponent")?),
        None => (text, 0),
    };
    let negative = mantissa.starts_with('-');
    let unsigned = mantissa.trim_start_matches('-');
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let mut digits: String = format!("{}{}", whole, fraction);
    let mut scale = exponent - fraction.len() as i64;
    while scale < 0 && digits.ends_with('0') {
        digits.pop();
        scale += 1;
    }
    let beyond = || format!("{} is beyond the signed 64-bit range", text);
    if scale < 0 {
        return Err(format!("expected an integer, got {}", text));
    }
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return Ok(0);
    }
    if scale > 19 || digits.len() as i64 + scale > 20 {
        return Err(beyond());
    }
    let mut value: i128 = digits.parse().map_err(|_| beyond())?;
    for _ in 0..scale {
        value *= 10;
    }
    if negative {
        value = -value;
    }
    i64::try_from(value).map_err(|_| beyond())
}

impl Decode for i64 {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Number(number) => integer_of(&number.to_string()).map_err(Error::new),
            other => Err(expected("an integer", other)),
        }
    }
}

impl Encode for i64 {
    fn encode(&self) -> Value {
        Value::Number(Number::from(*self))
    }
}

impl Decode for Value {
    fn decode(value: &Value) -> Result<Self, Error> {
        Ok(value.clone())
    }
}

impl Encode for Value {
    fn encode(&self) -> Value {
        self.clone()
    }
}

/// The JSON value null (a schema of type "null").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Null;

impl Decode for Null {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Null => Ok(Null),
            other => Err(expected("null", other)),
        }
    }
}

impl Encode for Null {
    fn encode(&self) -> Value {
        Value::Null
    }
}

/// A value that may be null: null is None.
impl<T: Decode> Decode for Option<T> {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Null => Ok(None),
            other => T::decode(other).map(Some),
        }
    }
}

impl<T: Encode> Encode for Option<T> {
    fn encode(&self) -> Value {
        match self {
            Some(value) => value.encode(),
            None => Value::Null,
        }
    }
}

impl<T: Decode> Decode for Box<T> {
    fn decode(value: &Value) -> Result<Self, Error> {
        T::decode(value).map(Box::new)
    }
}

impl<T: Encode> Encode for Box<T> {
    fn encode(&self) -> Value {
        (**self).encode()
    }
}

impl<T: Decode> Decode for Vec<T> {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(index, item)| T::decode(item).map_err(|e| e.at(&index.to_string())))
                .collect(),
            other => Err(expected("an array", other)),
        }
    }
}

impl<T: Encode> Encode for Vec<T> {
    fn encode(&self) -> Value {
        Value::Array(self.iter().map(Encode::encode).collect())
    }
}

impl<T: Decode> Decode for BTreeMap<String, T> {
    fn decode(value: &Value) -> Result<Self, Error> {
        match value {
            Value::Object(members) => members
                .iter()
                .map(|(name, member)| Ok((name.clone(), T::decode(member).map_err(|e| e.at(name))?)))
                .collect(),
            other => Err(expected("an object", other)),
        }
    }
}

impl<T: Encode> Encode for BTreeMap<String, T> {
    fn encode(&self) -> Value {
        Value::Object(self.iter().map(|(name, value)| (name.clone(), value.encode())).collect())
    }
}

/// Checks that a value is one of the JSON values listed (an enum or const that is not all
/// strings).
pub fn one_of(value: &Value, allowed: &[&str]) -> Result<Value, Error> {
    for text in allowed {
        let candidate: Value = serde_json::from_str(text).expect("a listed value is JSON");
        if same(&candidate, value) {
            return Ok(value.clone());
        }
    }
    Err(Error::new(format!("{} is not one of {}", value, allowed.join(", "))))
}

fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}

/// The error of a value no alternative of a union decodes.
pub fn no_alternative(value: &Value, errors: Vec<Error>) -> Error {
    let reasons: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    Error::new(format!("{} matches no alternative ({})", describe(value), reasons.join("; ")))
}

/// Reads the members of one object: each named member once, then the rest.
pub struct Fields<'a> {
    members: &'a Map<String, Value>,
    used: Vec<&'a str>,
}

impl<'a> Fields<'a> {
    /// Start reading `value`, which must be an object.
    pub fn new(value: &'a Value) -> Result<Self, Error> {
        match value {
            Value::Object(members) => Ok(Fields { members, used: Vec::new() }),
            other => Err(expected("an object", other)),
        }
    }

    fn take(&mut self, name: &'a str) -> Option<&'a Value> {
        self.used.push(name);
        self.members.get(name)
    }

    /// A member that must be present.
    pub fn required<T: Decode>(&mut self, name: &'a str) -> Result<T, Error> {
        match self.take(name) {
            Some(value) => T::decode(value).map_err(|e| e.at(name)),
            None => Err(Error::new(format!("the required member \"{}\" is missing", name))),
        }
    }

    /// A member that may be absent (None).
    pub fn optional<T: Decode>(&mut self, name: &'a str) -> Result<Option<T>, Error> {
        match self.take(name) {
            Some(value) => T::decode(value).map(Some).map_err(|e| e.at(name)),
            None => Ok(None),
        }
    }

    /// The members not read by name (an open object's other members).
    pub fn rest<T: Decode>(&self) -> Result<BTreeMap<String, T>, Error> {
        let mut rest = BTreeMap::new();
        for (name, value) in self.members {
            if !self.used.contains(&name.as_str()) {
                rest.insert(name.clone(), T::decode(value).map_err(|e| e.at(name))?);
            }
        }
        Ok(rest)
    }

    /// Fails on a member not read by name (a closed object).
    pub fn closed(&self) -> Result<(), Error> {
        match self.members.keys().find(|name| !self.used.contains(&name.as_str())) {
            Some(name) => Err(Error::new(format!(
                "\"{}\" is not a member of this object (it is closed)",
                name
            ))),
            None => Ok(()),
        }
    }
}

/// Writes one JSON object member by member.
#[derive(Default)]
pub struct Writer {
    members: Map<String, Value>,
}

impl Writer {
    /// A member that is present.
    pub fn put<T: Encode>(&mut self, name: &str, value: &T) {
        self.members.insert(name.to_string(), value.encode());
    }

    /// A member that may be absent.
    pub fn put_opt<T: Encode>(&mut self, name: &str, value: &Option<T>) {
        if let Some(value) = value {
            self.put(name, value);
        }
    }

    /// An open object's other members.
    pub fn put_rest<T: Encode>(&mut self, rest: &BTreeMap<String, T>) {
        for (name, value) in rest {
            self.put(name, value);
        }
    }

    /// The object.
    pub fn finish(self) -> Value {
        Value::Object(self.members)
    }
}

/// `serde::Serialize` and `serde::Deserialize` of a model type, through its JSON value.
#[macro_export]
macro_rules! via_value {
    ($name:ty) => {
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serde::Serialize::serialize(&$crate::jsonmodel::Encode::encode(self), serializer)
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = <serde_json::Value as serde::Deserialize>::deserialize(deserializer)?;
                <$name as $crate::jsonmodel::Decode>::decode(&value)
                    .map_err(<D::Error as serde::de::Error>::custom)
            }
        }
    };
}
