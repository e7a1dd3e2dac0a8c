//! The localised lists of spec section 3, with their names in en, az and ru.

/// A name in the three interface languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Names {
    pub en: &'static str,
    pub az: &'static str,
    pub ru: &'static str,
}

impl Names {
    pub fn of(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.en,
            Language::Az => self.az,
            Language::Ru => self.ru,
        }
    }
}

/// An interface language; English where none is said.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Az,
    Ru,
}

impl Language {
    /// The language's name in English, as a model is told which language to answer in.
    pub fn english_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Az => "Azerbaijani",
            Self::Ru => "Russian",
        }
    }
}

const fn names(en: &'static str, az: &'static str, ru: &'static str) -> Names {
    Names { en, az, ru }
}

/// Job levels 1 to 9.
pub const JOB_LEVELS: [Names; 9] = [
    names("Intern", "Təcrübəçi", "Стажёр"),
    names("Assistant", "Assistent", "Ассистент"),
    names("Junior Specialist", "Kiçik mütəxəssis", "Младший специалист"),
    names("Specialist", "Mütəxəssis", "Специалист"),
    names(
        "Lead/Senior Specialist",
        "Aparıcı/Baş mütəxəssis",
        "Ведущий/Старший специалист",
    ),
    names(
        "Manager/Division Head",
        "Menecer/Bölmə rəhbəri",
        "Менеджер/Руководитель отдела",
    ),
    names(
        "Manager/Department Head",
        "Menecer/Departament rəhbəri",
        "Менеджер/Руководитель департамента",
    ),
    names(
        "C level non-board",
        "C səviyyəsi (idarə heyətindən kənar)",
        "C-уровень (вне правления)",
    ),
    names("C level board", "C səviyyəsi (idarə heyəti)", "C-уровень (правление)"),
];

/// Education levels 1 to 7.
pub const EDUCATION_LEVELS: [Names; 7] = [
    names("School", "Məktəb", "Школа"),
    names("Bachelor", "Bakalavr", "Бакалавр"),
    names("Master", "Magistr", "Магистр"),
    names("Doctorate", "Doktorantura", "Докторантура"),
    names("MBA", "MBA", "MBA"),
    names("PhD", "PhD", "PhD"),
    names("Other", "Digər", "Другое"),
];

/// Competency categories 1 to 9, against which interviewers evaluate.
pub const COMPETENCY_CATEGORIES: [Names; 9] = [
    names("Personal Attributes", "Şəxsi keyfiyyətlər", "Личные качества"),
    names("Career Aspirations", "Karyera hədəfləri", "Карьерные устремления"),
    names("General Competency", "Ümumi səriştə", "Общая компетентность"),
    names("Role-Specific Fit", "Vəzifəyə uyğunluq", "Соответствие роли"),
    names("Soft Skills", "Yumşaq bacarıqlar", "Гибкие навыки"),
    names("Cultural Fit", "Mədəni uyğunluq", "Культурное соответствие"),
    names("Leadership Potential", "Liderlik potensialı", "Лидерский потенциал"),
    names(
        "Behavioral Indicators",
        "Davranış göstəriciləri",
        "Поведенческие индикаторы",
    ),
    names("Company Values", "Şirkət dəyərləri", "Ценности компании"),
];

/// The rating scale of evaluations and applicant ratings: 1 (poor) to 5 (excellent).
pub const RATING_SCALE: std::ops::RangeInclusive<u8> = 1..=5;

/// Employment types a job can have.
pub const EMPLOYMENT_TYPES: [&str; 6] = [
    "full_time",
    "part_time",
    "contract",
    "temporary",
    "internship",
    "freelance",
];

/// Industries a company can name on its profile, as keys the web app translates.
pub const INDUSTRIES: [&str; 16] = [
    "technology",
    "finance",
    "banking",
    "insurance",
    "healthcare",
    "education",
    "retail",
    "manufacturing",
    "energy",
    "telecommunications",
    "construction",
    "transport_logistics",
    "hospitality",
    "media",
    "government",
    "other",
];
