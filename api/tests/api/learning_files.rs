//! Real documents for the learning tests, made the way other programs make them: PDFs with
//! text in a standard font (pdf-writer), a PDF with only a drawing (as a scan has only
//! pictures), and DOCX files (a zip holding `word/document.xml`).

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};
use std::io::Write;

/// A PDF with one page per entry, each line of it a line of text.
pub fn text_pdf(pages: &[&[&str]]) -> Vec<u8> {
    build_pdf(pages.len(), |index, content| {
        content.begin_text();
        content.set_font(Name(b"F1"), 12.0);
        content.next_line(72.0, 760.0);
        for line in pages[index] {
            content.show(Str(line.as_bytes()));
            content.next_line(0.0, -16.0);
        }
        content.end_text();
    })
}

/// A PDF whose one page holds a filled rectangle and no text: what a scan looks like to a
/// text reader.
pub fn scanned_pdf() -> Vec<u8> {
    build_pdf(1, |_, content| {
        content.rect(72.0, 72.0, 300.0, 400.0);
        content.fill_nonzero();
    })
}

fn build_pdf(pages: usize, mut draw: impl FnMut(usize, &mut Content)) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let font = Ref::new(3);
    let page_ids: Vec<Ref> = (0..pages).map(|index| Ref::new(10 + 2 * index as i32)).collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids(page_ids.iter().copied()).count(pages as i32);
    pdf.type1_font(font)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    for (index, page_id) in page_ids.iter().enumerate() {
        let content_id = Ref::new(11 + 2 * index as i32);
        let mut page = pdf.page(*page_id);
        page.media_box(Rect::new(0.0, 0.0, 595.0, 842.0))
            .parent(tree)
            .contents(content_id);
        page.resources().fonts().pair(Name(b"F1"), font);
        page.finish();
        let mut content = Content::new();
        draw(index, &mut content);
        pdf.stream(content_id, &content.finish());
    }
    pdf.finish()
}

/// A DOCX with one paragraph per entry.
pub fn docx(paragraphs: &[&str]) -> Vec<u8> {
    let body: String = paragraphs
        .iter()
        .map(|text| {
            let escaped = text.replace('&', "&amp;").replace('<', "&lt;");
            format!("<w:p><w:r><w:t xml:space=\"preserve\">{escaped}</w:t></w:r></w:p>")
        })
        .collect();
    let document = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\
         <w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body>{body}</w:body></w:document>"
    );
    let mut bytes = Vec::new();
    {
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(&mut bytes));
        let options = zip::write::SimpleFileOptions::default();
        zip.start_file("[Content_Types].xml", options).unwrap();
        zip.write_all(
            b"<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">\
              <Default Extension=\"xml\" ContentType=\"application/xml\"/>\
              <Override PartName=\"/word/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/></Types>",
        )
        .unwrap();
        zip.start_file("word/document.xml", options).unwrap();
        zip.write_all(document.as_bytes()).unwrap();
        zip.finish().unwrap();
    }
    bytes
}
