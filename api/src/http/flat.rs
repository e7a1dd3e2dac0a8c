//! Requests that are a domain input, alone or with one field of the request's own beside it
//! (`application_id`, `publish`). The API document shows them flattened, one object; they are
//! read in one pass. `#[serde(flatten)]` would buffer every member before knowing which it
//! wants, so the text of members no field reads would be checked too, and a control
//! character in an unknown member refused, where every other body skips such a member unread
//! (docs/decisions.md, "Robustness and the API contract").
//!
//! A request type derives `ToSchema` with `#[serde(flatten)]` on its input, for the document,
//! and takes its `Deserialize` from [`flat_request!`].

use serde::de::value::{MapAccessDeserializer, StringDeserializer};
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, Visitor};
use serde::{Deserialize, forward_to_deserialize_any};
use std::fmt;
use std::marker::PhantomData;

/// `Deserialize` for a request of one input (`Request { input }`) or of a field beside an
/// input (`Request { field, input }`), read as one object.
macro_rules! flat_request {
    ($request:ident { $input:ident }) => {
        impl<'de> serde::Deserialize<'de> for $request {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                Ok(Self {
                    $input: serde::Deserialize::deserialize(deserializer)?,
                })
            }
        }
    };
    ($request:ident { $field:ident, $input:ident }) => {
        impl<'de> serde::Deserialize<'de> for $request {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let ($field, $input) = $crate::http::flat::beside(deserializer, stringify!($field))?;
                Ok(Self { $field, $input })
            }
        }
    };
}
pub(crate) use flat_request;

/// Reads an object as the member `name` and an input made of all the other members.
pub fn beside<'de, D, F, I>(deserializer: D, name: &'static str) -> Result<(F, I), D::Error>
where
    D: Deserializer<'de>,
    F: Deserialize<'de>,
    I: Deserialize<'de>,
{
    deserializer.deserialize_map(BesideVisitor {
        name,
        marker: PhantomData,
    })
}

struct BesideVisitor<F, I> {
    name: &'static str,
    marker: PhantomData<(F, I)>,
}

impl<'de, F: Deserialize<'de>, I: Deserialize<'de>> Visitor<'de> for BesideVisitor<F, I> {
    type Value = (F, I);

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("an object")
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<(F, I), M::Error> {
        let mut members = WithoutMember {
            map,
            name: self.name,
            member: None,
        };
        let input = I::deserialize(MapAccessDeserializer::new(&mut members))?;
        let member = match members.member {
            Some(member) => member,
            None => F::deserialize(Missing(self.name)).map_err(de::Error::custom)?,
        };
        Ok((member, input))
    }
}

/// The members of an object but one, which is read on the way past.
struct WithoutMember<M, F> {
    map: M,
    name: &'static str,
    member: Option<F>,
}

impl<'de, M: MapAccess<'de>, F: Deserialize<'de>> MapAccess<'de> for &mut WithoutMember<M, F> {
    type Error = M::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, M::Error> {
        while let Some(key) = self.map.next_key_seed(Name)? {
            if key != self.name {
                let key: StringDeserializer<M::Error> = key.into_deserializer();
                return seed.deserialize(key).map(Some);
            }
            if self.member.is_some() {
                return Err(de::Error::duplicate_field(self.name));
            }
            self.member = Some(self.map.next_value()?);
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, M::Error> {
        self.map.next_value_seed(seed)
    }
}

/// A member's name, read as a field's name is (`strict_json` does not check those).
struct Name;

impl<'de> DeserializeSeed<'de> for Name {
    type Value = String;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<String, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Name {
    type Value = String;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a member's name")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<String, E> {
        Ok(name.to_owned())
    }

    fn visit_string<E: de::Error>(self, name: String) -> Result<String, E> {
        Ok(name)
    }
}

/// A member that was not sent: nothing for an `Option`, "missing field" for anything else,
/// as a derived struct answers.
struct Missing(&'static str);

impl<'de> Deserializer<'de> for Missing {
    type Error = serde::de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::missing_field(self.0))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        visitor.visit_none()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct newtype_struct seq tuple tuple_struct map struct enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use crate::http::{ApiError, json_value};
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Debug, Deserialize)]
    struct Terms {
        title: String,
        #[serde(default)]
        tags: Vec<String>,
    }

    #[derive(Debug)]
    struct Request {
        application_id: u32,
        terms: Terms,
    }
    super::flat_request!(Request { application_id, terms });

    #[derive(Debug)]
    struct Draft {
        publish: Option<bool>,
        terms: Terms,
    }
    super::flat_request!(Draft { publish, terms });

    fn fields(error: ApiError) -> serde_json::Value {
        let ApiError::Validation(fields) = error else {
            panic!("expected a 422, got {error:?}")
        };
        serde_json::to_value(fields).unwrap()
    }

    #[test]
    fn the_field_and_the_input_are_read_from_one_object() {
        let request: Request = json_value(json!({"title": "Offer", "application_id": 7, "tags": ["a"]})).unwrap();

        assert_eq!((request.application_id, request.terms.title.as_str()), (7, "Offer"));
        assert_eq!(request.terms.tags, ["a"]);
    }

    #[test]
    fn an_unknown_member_is_skipped_unread_whatever_it_holds() {
        let value =
            json!({"application_id": 1, "title": "ok", "note\u{1}": {"x\u{2}": "bad\u{0}"}, "other": "bad\u{7}"});

        assert!(json_value::<Request>(value).is_ok());
    }

    #[test]
    fn a_control_character_in_the_inputs_own_field_is_refused_by_name() {
        let error = json_value::<Request>(json!({"application_id": 1, "title": "bad\u{1}"})).unwrap_err();

        assert_eq!(fields(error), json!({"title": ["invalid_characters"]}));
    }

    #[test]
    fn the_field_beside_the_input_is_required() {
        let error = json_value::<Request>(json!({"title": "ok"})).unwrap_err();

        assert_eq!(fields(error), json!({"application_id": ["required"]}));
    }

    #[test]
    fn an_optional_field_beside_the_input_may_be_left_out() {
        let draft: Draft = json_value(json!({"title": "ok"})).unwrap();

        assert_eq!((draft.publish, draft.terms.title.as_str()), (None, "ok"));
    }

    #[test]
    fn the_field_beside_the_input_of_the_wrong_type_is_refused_by_name() {
        let error = json_value::<Request>(json!({"application_id": "seven", "title": "ok"})).unwrap_err();

        assert_eq!(fields(error), json!({"application_id": ["invalid_type"]}));
    }

    #[test]
    fn an_array_where_the_object_belongs_is_refused() {
        let error = json_value::<Draft>(json!([true, {"title": "ok"}])).unwrap_err();

        assert_eq!(fields(error), json!({"body": ["invalid_type"]}));
    }
}
