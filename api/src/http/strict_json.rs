//! A JSON value read the way the API document describes it. serde_json hands a struct an array
//! when one is sent where an object belongs, and a derived struct takes its fields from it by
//! position (serde-rs/serde#1587): `"contact": [null, null]` would save an empty contact where
//! the document says an object. `Strict` is the same value, except that a struct or a map is
//! read from an object only, at every depth, and text the request's type reads (a field, an
//! item, a map's key) is refused when it holds a control character; everything else is
//! serde_json's own reading. Members the type does not know are skipped unread, whatever they
//! hold: unknown fields are ignored, as the API document's objects allow (docs/decisions.md).

use domain::validation::has_forbidden_characters;
use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, Unexpected, VariantAccess, Visitor,
};
use serde_json::{Error, Map, Value};

/// The complaint about text with a control character, which `input::problem` reads back as
/// the field error `invalid_characters`.
pub const CONTROL_CHARACTER: &str = "text with a control character";

pub struct Strict(pub Value);

impl Strict {
    /// The value, with a number of no fraction as an integer: JSON Schema's `integer` is any
    /// number without a fractional part, so `5.0` is the integer the document allows.
    fn integral(self) -> Value {
        match &self.0 {
            Value::Number(number) if number.is_f64() => {
                let float = number.as_f64().unwrap_or(f64::NAN);
                // Beyond ±2^63 a float is not an exact integer any type here could hold.
                if float.fract() == 0.0 && float.abs() < 9.2e18 {
                    if float < 0.0 {
                        Value::from(float as i64)
                    } else {
                        Value::from(float as u64)
                    }
                } else {
                    self.0
                }
            }
            _ => self.0,
        }
    }

    /// The value, unless it is text with a control character.
    fn readable(self) -> Result<Value, Error> {
        match &self.0 {
            Value::String(text) if has_forbidden_characters(text) => Err(de::Error::custom(CONTROL_CHARACTER)),
            _ => Ok(self.0),
        }
    }
}

impl<'de> IntoDeserializer<'de, Error> for Strict {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

fn visit_array<'de, V: Visitor<'de>>(items: Vec<Value>, visitor: V) -> Result<V::Value, Error> {
    let mut items = SeqDeserializer::new(items.into_iter().map(Strict));
    let value = visitor.visit_seq(&mut items)?;
    items.end()?;
    Ok(value)
}

fn visit_object<'de, V: Visitor<'de>>(members: Map<String, Value>, visitor: V) -> Result<V::Value, Error> {
    let mut members = MapDeserializer::new(members.into_iter().map(|(key, member)| (Key(key), Strict(member))));
    let value = visitor.visit_map(&mut members)?;
    members.end()?;
    Ok(value)
}

/// Scalars read exactly as serde_json reads them, numbers' ranges and all.
macro_rules! as_serde_json {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.0.$method(visitor)
        }
    )*};
}

/// Integers as serde_json reads them, ranges and all, from an integral float too.
macro_rules! as_integer {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.integral().$method(visitor)
        }
    )*};
}

/// Text as serde_json reads it, once it is known to hold no control character.
macro_rules! as_readable_text {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.readable()?.$method(visitor)
        }
    )*};
}

impl<'de> Deserializer<'de> for Strict {
    type Error = Error;

    // A struct's field names are identifiers: a name with a control character names no field,
    // so it is an unknown member, skipped with its value (`deserialize_ignored_any`).
    as_serde_json! {
        deserialize_bool deserialize_f32 deserialize_f64 deserialize_unit deserialize_identifier deserialize_ignored_any
    }

    as_integer! {
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
    }

    as_readable_text! {
        deserialize_char deserialize_str deserialize_string deserialize_bytes deserialize_byte_buf
    }

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(items) => visit_array(items, visitor),
            Value::Object(members) => visit_object(members, visitor),
            scalar => Strict(scalar).readable()?.deserialize_any(visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            value => visitor.visit_some(Strict(value)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, Error> {
        self.0.deserialize_unit_struct(name, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(items) => visit_array(items, visitor),
            other => other.deserialize_seq(visitor),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(members) => visit_object(members, visitor),
            Value::Array(_) => Err(de::Error::invalid_type(Unexpected::Seq, &visitor)),
            other => other.deserialize_map(visitor),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(members) if members.len() == 1 => {
                let (variant, content) = members.into_iter().next().expect("one member");
                visitor.visit_enum(Variant { variant, content })
            }
            other => other.deserialize_enum(name, variants, visitor),
        }
    }
}

/// A member's name. Read as text (a map's key, a `serde_json::Value`'s) it is refused with a
/// control character. Read as a field's name, or buffered whole (`#[serde(flatten)]` reads
/// every member before it knows which it wants), it is not checked: such a name is no field's,
/// so its member is skipped.
struct Key(String);

impl<'de> IntoDeserializer<'de, Error> for Key {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> Deserializer<'de> for Key {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_string(self.0)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        Strict(Value::String(self.0)).deserialize_str(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        Strict(Value::String(self.0)).deserialize_string(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        Value::String(self.0).deserialize_enum(name, variants, visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// An externally tagged variant, `{"variant": content}`, its content read strictly too.
struct Variant {
    variant: String,
    content: Value,
}

impl<'de> EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = Strict;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Strict), Error> {
        let variant = seed.deserialize(self.variant.into_deserializer())?;
        Ok((variant, Strict(self.content)))
    }
}

impl<'de> VariantAccess<'de> for Strict {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        de::Deserialize::deserialize(self)
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, _fields: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }
}

#[cfg(test)]
mod tests {
    use super::Strict;
    use serde::Deserialize;
    use serde_json::json;
    use std::collections::BTreeMap;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Contact {
        email: Option<String>,
        phone: Option<String>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    struct Company {
        name: String,
        contact: Option<Contact>,
        #[serde(default)]
        tags: Vec<String>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "snake_case")]
    enum Move {
        Hire,
        Reject { reason: String },
    }

    fn read<T: for<'de> Deserialize<'de>>(value: serde_json::Value) -> Result<T, String> {
        T::deserialize(Strict(value)).map_err(|error| error.to_string())
    }

    #[test]
    fn an_object_reads_as_serde_json_reads_it() {
        let company: Company = read(json!({"name": "Acme", "contact": {"email": "a@acme.io"}, "tags": ["x"]})).unwrap();
        assert_eq!(company.contact.unwrap().email.as_deref(), Some("a@acme.io"));
        assert_eq!(company.tags, ["x"]);
    }

    #[test]
    fn an_array_where_a_struct_belongs_is_refused_at_any_depth() {
        assert!(
            read::<Company>(json!(["Acme", null, []]))
                .unwrap_err()
                .starts_with("invalid type: sequence")
        );
        let nested = read::<Company>(json!({"name": "Acme", "contact": [null, null]})).unwrap_err();
        assert!(
            nested.starts_with("invalid type: sequence, expected struct Contact"),
            "{nested}"
        );
        assert!(read::<BTreeMap<String, u8>>(json!([1])).is_err());
    }

    #[test]
    fn a_number_without_a_fraction_is_an_integer_and_one_with_a_fraction_is_not() {
        assert_eq!(read::<u8>(json!(5.0)), Ok(5));
        assert_eq!(read::<i32>(json!(-3.0)), Ok(-3));
        assert!(read::<u8>(json!(5.5)).is_err());
        assert!(read::<u8>(json!(300.0)).is_err());
    }

    #[test]
    fn numbers_keep_their_ranges_and_arrays_their_lengths() {
        assert!(read::<u8>(json!(256)).is_err());
        assert!(read::<(u8, u8)>(json!([1, 2, 3])).is_err());
        assert_eq!(read::<Vec<Option<u8>>>(json!([1, null])).unwrap(), [Some(1), None]);
    }

    #[test]
    fn enums_read_from_a_name_or_a_one_member_object_with_a_strict_content() {
        assert_eq!(read::<Move>(json!("hire")).unwrap(), Move::Hire);
        assert_eq!(
            read::<Move>(json!({"reject": {"reason": "late"}})).unwrap(),
            Move::Reject { reason: "late".into() }
        );
        assert!(read::<Move>(json!({"reject": ["late"]})).is_err());
        assert!(
            read::<Move>(json!("promote"))
                .unwrap_err()
                .starts_with("unknown variant")
        );
    }
}
