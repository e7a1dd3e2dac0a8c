//! A JSON value read the way the API document describes it. serde_json hands a struct an array
//! when one is sent where an object belongs, and a derived struct takes its fields from it by
//! position (serde-rs/serde#1587): `"contact": [null, null]` would save an empty contact where
//! the document says an object. `Strict` is the same value, except that a struct or a map is
//! read from an object only, at every depth; everything else is serde_json's own reading.

use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, Unexpected, VariantAccess, Visitor,
};
use serde_json::{Error, Map, Value};

pub struct Strict(pub Value);

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
    let mut members = MapDeserializer::new(members.into_iter().map(|(key, member)| (key, Strict(member))));
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

impl<'de> Deserializer<'de> for Strict {
    type Error = Error;

    as_serde_json! {
        deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
        deserialize_f32 deserialize_f64 deserialize_char deserialize_str deserialize_string
        deserialize_bytes deserialize_byte_buf deserialize_unit deserialize_identifier deserialize_ignored_any
    }

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(items) => visit_array(items, visitor),
            Value::Object(members) => visit_object(members, visitor),
            scalar => scalar.deserialize_any(visitor),
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
