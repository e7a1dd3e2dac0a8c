//! `generate-cv/`: a job seeker's profile rendered as a PDF CV.
//!
//! The text is set in DejaVu Sans (embedded, subset to the glyphs used), which covers the
//! Latin, Azerbaijani and Cyrillic letters of the three interface languages; a ToUnicode map
//! keeps the text searchable and copyable.

use crate::accounts::profile::{self, JobseekerProfile};
use crate::caller::Jobseeker;
use crate::http::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use chrono::NaiveDate;
use domain::profiles::CvReader;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

static FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// A4 in points, and the margin on every side.
const PAGE_WIDTH: f32 = 595.0;
const PAGE_HEIGHT: f32 = 842.0;
const MARGIN: f32 = 56.0;

const PROFICIENCIES: [&str; 7] = [
    "Beginner",
    "Elementary",
    "Pre-Intermediate",
    "Intermediate",
    "Upper-Intermediate",
    "Advanced",
    "Native",
];

/// Download a PDF CV generated from the signed-in job seeker's profile.
#[utoipa::path(get, path = "/api/accounts/generate-cv/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, content_type = "application/pdf"), (status = 403, body = ErrorBody)))]
pub async fn generate_cv(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
) -> Result<impl IntoResponse, ApiError> {
    let profile = profile::load(&state.pool, caller.id, CvReader::Owner).await?;
    let pdf = render(&profile).map_err(|error| anyhow::anyhow!("rendering a CV: {error}"))?;
    let filename: String = format!("{} {} CV.pdf", profile.first_name, profile.last_name)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '.' { c } else { '_' })
        .collect();
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{filename}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        pdf,
    ))
}

/// A paragraph of text and how it is set.
struct Line {
    text: String,
    size: f32,
    gray: f32,
    /// Space above it, in points.
    gap: f32,
}

/// The lines of a CV, in reading order.
fn lines(profile: &JobseekerProfile) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut push = |text: String, size: f32, gray: f32, gap: f32| lines.push(Line { text, size, gray, gap });
    push(format!("{} {}", profile.first_name, profile.last_name), 22.0, 0.0, 0.0);
    if let Some(headline) = &profile.headline {
        push(headline.clone(), 13.0, 0.3, 4.0);
    }
    let private = profile.private.as_ref();
    let contact: Vec<&str> = [
        private.map(|details| details.email.as_str()),
        profile.contact.phone.as_deref(),
        profile.region.as_deref(),
        profile.contact.website.as_deref(),
        profile.contact.linkedin.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !contact.is_empty() {
        push(contact.join("  ·  "), 9.5, 0.35, 6.0);
    }
    let heading = |push: &mut dyn FnMut(String, f32, f32, f32), title: &str| push(title.to_owned(), 13.0, 0.1, 18.0);
    let period = |start: NaiveDate, end: Option<NaiveDate>| {
        format!(
            "{} – {}",
            start.format("%b %Y"),
            end.map_or_else(|| "present".to_owned(), |end| end.format("%b %Y").to_string())
        )
    };
    if let Some(bio) = &profile.bio {
        heading(&mut push, "About");
        push(bio.clone(), 10.5, 0.0, 4.0);
    }
    if !profile.experiences.is_empty() {
        heading(&mut push, "Experience");
        for experience in &profile.experiences {
            let place = experience
                .location
                .as_deref()
                .map(|location| format!(", {location}"))
                .unwrap_or_default();
            push(
                format!("{} — {}{place}", experience.title, experience.company),
                11.0,
                0.0,
                8.0,
            );
            push(period(experience.start_date, experience.end_date), 9.5, 0.4, 1.0);
            if let Some(description) = &experience.description {
                push(description.clone(), 10.5, 0.0, 2.0);
            }
        }
    }
    if !profile.educations.is_empty() {
        heading(&mut push, "Education");
        for education in &profile.educations {
            let level = usize::try_from(education.level - 1)
                .ok()
                .and_then(|index| domain::lists::EDUCATION_LEVELS.get(index))
                .map_or("", |names| names.en);
            let field = education
                .field
                .as_deref()
                .map(|field| format!(", {field}"))
                .unwrap_or_default();
            push(format!("{level}{field} — {}", education.institution), 11.0, 0.0, 8.0);
            push(period(education.start_date, education.end_date), 9.5, 0.4, 1.0);
            if let Some(description) = &education.description {
                push(description.clone(), 10.5, 0.0, 2.0);
            }
        }
    }
    if !profile.skills.is_empty() {
        heading(&mut push, "Skills");
        push(
            profile
                .skills
                .iter()
                .map(|skill| skill.name_en.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            10.5,
            0.0,
            4.0,
        );
    }
    if !profile.languages.is_empty() {
        heading(&mut push, "Languages");
        let spoken: Vec<String> = profile
            .languages
            .iter()
            .map(|language| {
                let level = usize::try_from(language.proficiency - 1)
                    .ok()
                    .and_then(|index| PROFICIENCIES.get(index))
                    .unwrap_or(&"");
                format!("{} ({level})", language.language)
            })
            .collect();
        push(spoken.join(", "), 10.5, 0.0, 4.0);
    }
    if !profile.portfolios.is_empty() {
        heading(&mut push, "Portfolio");
        for portfolio in &profile.portfolios {
            push(format!("{} — {}", portfolio.title, portfolio.url), 10.5, 0.0, 4.0);
        }
    }
    lines
}

/// Glyphs of the embedded font, renumbered densely for the subset.
struct Glyphs<'a> {
    face: ttf_parser::Face<'a>,
    remapper: subsetter::GlyphRemapper,
    /// (new glyph id, character) for the ToUnicode map.
    used: Vec<(u16, char)>,
}

impl Glyphs<'_> {
    fn width(&self, text: &str, size: f32) -> f32 {
        let units: u32 = text
            .chars()
            .map(|c| {
                self.face
                    .glyph_index(c)
                    .and_then(|glyph| self.face.glyph_hor_advance(glyph))
                    .map_or(0, u32::from)
            })
            .sum();
        units as f32 * size / f32::from(self.face.units_per_em())
    }

    /// The text as the subset's 2-byte glyph ids (characters the font lacks are left out).
    fn encode(&mut self, text: &str) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(text.len() * 2);
        for c in text.chars() {
            if let Some(glyph) = self.face.glyph_index(c) {
                let new = self.remapper.remap(glyph.0);
                if !self.used.iter().any(|(id, _)| *id == new) {
                    self.used.push((new, c));
                }
                bytes.extend_from_slice(&new.to_be_bytes());
            }
        }
        bytes
    }
}

/// Breaks `text` into lines at most `width` wide, at spaces where it can; explicit line breaks
/// are kept.
fn wrap(glyphs: &Glyphs, text: &str, size: f32, width: f32) -> Vec<String> {
    let mut wrapped = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            let candidate = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if glyphs.width(&candidate, size) <= width || line.is_empty() {
                line = candidate;
            } else {
                wrapped.push(std::mem::take(&mut line));
                line = word.to_owned();
            }
            // A single word wider than the page is cut where it overflows.
            while glyphs.width(&line, size) > width && line.chars().count() > 1 {
                let mut cut = line.chars().count() - 1;
                while cut > 1 && glyphs.width(&line.chars().take(cut).collect::<String>(), size) > width {
                    cut -= 1;
                }
                wrapped.push(line.chars().take(cut).collect());
                line = line.chars().skip(cut).collect();
            }
        }
        wrapped.push(line);
    }
    wrapped
}

/// The CV as PDF bytes.
pub fn render(profile: &JobseekerProfile) -> Result<Vec<u8>, String> {
    let face = ttf_parser::Face::parse(FONT, 0).map_err(|error| error.to_string())?;
    let mut glyphs = Glyphs {
        face,
        remapper: subsetter::GlyphRemapper::new(),
        used: Vec::new(),
    };

    let mut pages: Vec<Content> = Vec::new();
    let mut page = Content::new();
    let mut y = PAGE_HEIGHT - MARGIN;
    for line in lines(profile) {
        let leading = line.size * 1.35;
        for (index, part) in wrap(&glyphs, &line.text, line.size, PAGE_WIDTH - 2.0 * MARGIN)
            .into_iter()
            .enumerate()
        {
            // The gap goes above a paragraph, not between its wrapped lines.
            let gap = if index == 0 { line.gap } else { 0.0 };
            if y - gap - leading < MARGIN {
                pages.push(std::mem::replace(&mut page, Content::new()));
                y = PAGE_HEIGHT - MARGIN;
            }
            y -= gap + leading;
            let encoded = glyphs.encode(&part);
            page.begin_text()
                .set_fill_gray(line.gray)
                .set_font(Name(b"F1"), line.size)
                .next_line(MARGIN, y)
                .show(Str(&encoded))
                .end_text();
        }
    }
    pages.push(page);

    let subset = subsetter::subset(FONT, 0, &glyphs.remapper).map_err(|error| format!("{error:?}"))?;
    let mut ids = (1..).map(Ref::new);
    let mut next = || ids.next().unwrap_or(Ref::new(i32::MAX));
    let (catalog, tree, font, cid_font, descriptor, font_file, cmap, info) =
        (next(), next(), next(), next(), next(), next(), next(), next());
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    let page_ids: Vec<(Ref, Ref)> = pages.iter().map(|_| (next(), next())).collect();
    pdf.pages(tree)
        .kids(page_ids.iter().map(|(page, _)| *page))
        .count(page_ids.len() as i32);
    for ((page_id, content_id), content) in page_ids.iter().zip(pages) {
        let mut page = pdf.page(*page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT))
            .parent(tree)
            .contents(*content_id);
        page.resources().fonts().pair(Name(b"F1"), font);
        page.finish();
        pdf.stream(*content_id, &content.finish());
    }

    let base_font = Name(b"HIRECV+DejaVuSans");
    pdf.type0_font(font)
        .base_font(base_font)
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid_font)
        .to_unicode(cmap);
    let system_info = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };
    let units = f32::from(glyphs.face.units_per_em());
    let scale = |value: f32| value * 1000.0 / units;
    // The subset numbers glyphs in the order they were first used.
    let widths: Vec<f32> = glyphs
        .remapper
        .remapped_gids()
        .map(|old| {
            scale(f32::from(
                glyphs.face.glyph_hor_advance(ttf_parser::GlyphId(old)).unwrap_or(0),
            ))
        })
        .collect();
    let mut cid = pdf.cid_font(cid_font);
    cid.subtype(CidFontType::Type2)
        .base_font(base_font)
        .system_info(system_info)
        .font_descriptor(descriptor)
        .default_width(0.0)
        .cid_to_gid_map_predefined(Name(b"Identity"));
    cid.widths().consecutive(0, widths);
    cid.finish();
    let bounds = glyphs.face.global_bounding_box();
    pdf.font_descriptor(descriptor)
        .name(base_font)
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(Rect::new(
            scale(bounds.x_min.into()),
            scale(bounds.y_min.into()),
            scale(bounds.x_max.into()),
            scale(bounds.y_max.into()),
        ))
        .italic_angle(0.0)
        .ascent(scale(glyphs.face.ascender().into()))
        .descent(scale(glyphs.face.descender().into()))
        .cap_height(scale(
            glyphs.face.capital_height().unwrap_or(glyphs.face.ascender()).into(),
        ))
        .stem_v(80.0)
        .font_file2(font_file);
    pdf.stream(font_file, &subset)
        .pair(Name(b"Length1"), subset.len() as i32);

    let mut unicode = UnicodeCmap::new(Name(b"Hire-UTF16"), system_info);
    for (glyph, c) in &glyphs.used {
        unicode.pair(*glyph, *c);
    }
    pdf.cmap(cmap, &unicode.finish());

    let title = format!("{} {} — CV", profile.first_name, profile.last_name);
    pdf.document_info(info).title(TextStr(&title)).creator(TextStr("Hire"));
    Ok(pdf.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glyphs() -> Glyphs<'static> {
        Glyphs {
            face: ttf_parser::Face::parse(FONT, 0).unwrap(),
            remapper: subsetter::GlyphRemapper::new(),
            used: Vec::new(),
        }
    }

    #[test]
    fn long_text_wraps_within_the_width() {
        let text = "word ".repeat(200);
        let lines = wrap(&glyphs(), &text, 10.0, 300.0);
        assert!(lines.len() > 5);
        assert!(lines.iter().all(|line| glyphs().width(line, 10.0) <= 300.0));
    }

    #[test]
    fn a_word_wider_than_the_page_is_cut() {
        let lines = wrap(&glyphs(), &"x".repeat(400), 10.0, 100.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.concat(), "x".repeat(400));
    }

    #[test]
    fn azerbaijani_and_russian_letters_have_glyphs() {
        let mut glyphs = glyphs();
        assert_eq!(
            glyphs.encode("Əliyeva Жанна").len(),
            2 * "Əliyeva Жанна".chars().count()
        );
    }
}
