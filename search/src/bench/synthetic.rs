//! Synthetic jobs and CVs with the shape of real ones: a few dozen professions, their skills,
//! Azerbaijani cities and languages, and free text whose words follow Zipf's law over a
//! vocabulary of a few thousand (so that typo lookups search a realistically sized dictionary).

use crate::{CandidateDocument, JobDocument, LanguageSkill};
use chrono::{DateTime, Duration, Utc};
use rand::distr::{Distribution, weighted::WeightedIndex};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use uuid::Uuid;

/// Profession, its category, and the skills it asks for.
const PROFESSIONS: &[(&str, &str, &[&str])] = &[
    (
        "Backend Developer",
        "IT",
        &["Rust", "Go", "Python", "PostgreSQL", "Docker", "Kafka", "Redis"],
    ),
    (
        "Frontend Developer",
        "IT",
        &["JavaScript", "TypeScript", "React", "CSS", "Figma", "GraphQL"],
    ),
    (
        "Software Engineer",
        "IT",
        &["Java", "C#", ".NET", "SQL", "Git", "Linux", "Kubernetes"],
    ),
    (
        "Mobile Developer",
        "IT",
        &["Swift", "Kotlin", "Android", "iOS", "Flutter", "Firebase"],
    ),
    (
        "DevOps Engineer",
        "IT",
        &["Docker", "Kubernetes", "Terraform", "AWS", "Linux", "Ansible"],
    ),
    (
        "QA Engineer",
        "IT",
        &["Selenium", "Testing", "Jira", "SQL", "Postman", "Python"],
    ),
    (
        "Data Analyst",
        "IT",
        &["SQL", "Excel", "Power BI", "Tableau", "Python", "Statistics"],
    ),
    (
        "Data Scientist",
        "IT",
        &[
            "Python",
            "Machine Learning",
            "TensorFlow",
            "PyTorch",
            "Statistics",
            "Spark",
        ],
    ),
    (
        "Machine Learning Engineer",
        "IT",
        &["Python", "PyTorch", "MLOps", "Docker", "Spark", "Kubernetes"],
    ),
    (
        "Security Analyst",
        "IT",
        &["Networking", "SIEM", "Linux", "Penetration Testing", "Firewalls"],
    ),
    (
        "System Administrator",
        "IT",
        &["Linux", "Windows Server", "Networking", "Bash", "VMware"],
    ),
    (
        "Project Manager",
        "Management",
        &["Project Management", "Scrum", "Jira", "Leadership", "Budgeting"],
    ),
    (
        "Product Manager",
        "Management",
        &["Product Strategy", "Analytics", "Scrum", "Communication", "Figma"],
    ),
    (
        "Business Analyst",
        "Management",
        &["Requirements", "SQL", "BPMN", "Excel", "Communication"],
    ),
    (
        "Accountant",
        "Finance",
        &["Accounting", "1C", "Excel", "IFRS", "Taxation"],
    ),
    (
        "Financial Analyst",
        "Finance",
        &["Excel", "Financial Modelling", "IFRS", "Power BI", "Budgeting"],
    ),
    (
        "Auditor",
        "Finance",
        &["Auditing", "IFRS", "Excel", "Risk Management", "Taxation"],
    ),
    (
        "Sales Manager",
        "Sales",
        &["Sales", "Negotiation", "CRM", "Communication", "B2B"],
    ),
    (
        "Account Executive",
        "Sales",
        &["Sales", "CRM", "Presentation", "Negotiation", "English"],
    ),
    (
        "Marketing Specialist",
        "Marketing",
        &["SEO", "SMM", "Google Ads", "Copywriting", "Analytics"],
    ),
    (
        "Content Writer",
        "Marketing",
        &["Copywriting", "SEO", "Editing", "WordPress", "Research"],
    ),
    (
        "Graphic Designer",
        "Design",
        &["Photoshop", "Illustrator", "Figma", "Branding", "Typography"],
    ),
    (
        "UX Designer",
        "Design",
        &["Figma", "User Research", "Prototyping", "Usability Testing"],
    ),
    (
        "HR Specialist",
        "HR",
        &["Recruiting", "Onboarding", "Labour Law", "Communication", "1C"],
    ),
    (
        "Recruiter",
        "HR",
        &["Recruiting", "Sourcing", "Interviewing", "LinkedIn", "Negotiation"],
    ),
    (
        "Civil Engineer",
        "Engineering",
        &["AutoCAD", "Revit", "Construction", "Project Management"],
    ),
    (
        "Electrical Engineer",
        "Engineering",
        &["AutoCAD", "PLC", "Electrical Design", "SCADA"],
    ),
    (
        "Petroleum Engineer",
        "Engineering",
        &["Reservoir Engineering", "Petrel", "Drilling", "HSE"],
    ),
    (
        "Logistics Coordinator",
        "Logistics",
        &["Logistics", "Supply Chain", "SAP", "Customs", "Excel"],
    ),
    (
        "Customer Support Agent",
        "Customer Service",
        &["Customer Service", "Communication", "CRM", "Russian"],
    ),
    (
        "Teacher",
        "Education",
        &["Teaching", "Curriculum", "English", "Classroom Management"],
    ),
    (
        "Nurse",
        "Healthcare",
        &["Patient Care", "First Aid", "Medical Records", "Communication"],
    ),
    (
        "Lawyer",
        "Legal",
        &["Contract Law", "Litigation", "Legal Research", "Negotiation"],
    ),
    (
        "Office Manager",
        "Administration",
        &["Administration", "MS Office", "Scheduling", "Communication"],
    ),
];
const SENIORITY: &[&str] = &["Junior", "Middle", "Senior", "Lead", "Principal", "Chief"];
const EMPLOYMENT_TYPES: &[&str] = &["Full-time", "Part-time", "Contract", "Internship", "Temporary"];
const CITIES: &[&str] = &[
    "Baku",
    "Ganja",
    "Sumqayit",
    "Mingachevir",
    "Lankaran",
    "Shaki",
    "Shirvan",
    "Nakhchivan",
    "Quba",
    "Tbilisi",
];
const LANGUAGES: &[&str] = &[
    "Azerbaijani",
    "English",
    "Russian",
    "Turkish",
    "German",
    "French",
    "Arabic",
];
#[rustfmt::skip]
const DEGREES: &[(&str, u8)] = &[
    ("School diploma", 1), ("Bachelor", 2), ("Master", 3), ("Doctorate", 4), ("MBA", 5), ("PhD", 6),
    ("Certificate", 7),
];
#[rustfmt::skip]
const FIELDS: &[&str] = &[
    "Computer Science", "Economics", "Finance", "Mechanical Engineering", "Law", "Medicine", "Marketing",
    "Mathematics", "Physics", "Petroleum Engineering", "International Relations", "Philology",
];
#[rustfmt::skip]
const UNIVERSITIES: &[&str] = &[
    "Baku State University", "ADA University", "Azerbaijan Technical University", "UNEC",
    "Baku Higher Oil School", "Khazar University", "Azerbaijan Medical University",
    "Istanbul Technical University",
];
#[rustfmt::skip]
const COMPANY_FIRST: &[&str] = &[
    "Caspian", "Azer", "Silk Road", "Absheron", "Nexus", "Blue", "Quantum", "Green", "Atlas", "Crescent",
    "Karabakh", "Flame", "Nizami", "Horizon", "Pioneer", "Alpha", "Unity", "Golden", "Delta", "Nova",
];
#[rustfmt::skip]
const COMPANY_SECOND: &[&str] = &[
    "Tech", "Bank", "Logistics", "Solutions", "Group", "Energy", "Telecom", "Retail", "Consulting", "Media",
    "Motors", "Pharma", "Insurance", "Foods", "Construction",
];
/// Words of free text, the most frequent first: the n-th is drawn about 1/n as often as the
/// first, as in real text.
#[rustfmt::skip]
const COMMON_WORDS: &[&str] = &[
    "team", "work", "experience", "company", "customers", "skills", "project", "knowledge", "quality",
    "service", "clients", "environment", "support", "growth", "results", "product", "systems", "processes",
    "opportunity", "career", "training", "benefits", "office", "responsible", "daily", "reporting", "market",
    "solutions", "strong", "communication", "goals", "international", "modern", "develop", "manage", "deliver",
    "improve", "build", "flexible", "hours", "insurance", "bonus", "salary", "competitive", "fast", "leading",
    "region", "partners", "operations", "planning", "analysis", "design", "testing", "documentation", "across",
    "remote", "budget", "schedule", "contracts", "suppliers", "standards", "safety", "compliance", "research",
    "strategy", "quarterly", "presentation", "stakeholders", "workshops", "mentoring", "feedback", "dashboards",
    "metrics", "audits", "invoices", "negotiations", "campaigns", "content", "brand", "events", "logistics",
    "warehouse", "inventory", "procurement", "maintenance", "patients", "students", "lessons", "curriculum",
    "licences", "regulations", "security", "infrastructure", "networks", "servers", "deployments", "releases",
    "integrations", "migrations", "automation", "prototypes", "interviews", "hiring", "onboarding", "payroll",
    "accounts", "forecasts", "portfolio", "investments", "risks", "claims",
];

/// Syllables for the rare words of free text: a long tail of a few thousand distinct words.
#[rustfmt::skip]
const SYLLABLES: &[&str] = &[
    "ka", "ro", "mi", "ta", "ne", "su", "la", "vo", "di", "ba", "ze", "qu", "ar", "el", "in", "on", "us", "ex", "pre",
    "tor", "lan", "mer", "vis", "gra", "dul", "pen", "sor", "tiv", "cal", "mon",
];

pub struct Generator {
    rng: StdRng,
    now: DateTime<Utc>,
    companies: Vec<(Uuid, String)>,
    rare_words: Vec<String>,
    /// Zipf weights of COMMON_WORDS.
    common_words: WeightedIndex<f64>,
}

impl Generator {
    pub fn new(seed: u64) -> Self {
        let mut rng = StdRng::seed_from_u64(seed);
        let companies = COMPANY_FIRST
            .iter()
            .flat_map(|first| COMPANY_SECOND.iter().map(move |second| format!("{first} {second}")))
            .map(|name| (Uuid::from_u128(rng.random()), name))
            .collect();
        let rare_words = (0..4000)
            .map(|_| {
                (0..rng.random_range(2..=4))
                    .map(|_| *SYLLABLES.choose(&mut rng).unwrap())
                    .collect::<String>()
            })
            .collect();
        let common_words =
            WeightedIndex::new((1..=COMMON_WORDS.len()).map(|rank| 1.0 / rank as f64)).expect("positive weights");
        Self {
            rng,
            now: Utc::now(),
            companies,
            rare_words,
            common_words,
        }
    }

    pub fn job(&mut self) -> JobDocument {
        let (profession, category, profession_skills) = *PROFESSIONS.choose(&mut self.rng).unwrap();
        let seniority = *SENIORITY.choose(&mut self.rng).unwrap();
        let (company_id, company_name) = self.companies.choose(&mut self.rng).unwrap().clone();
        let hidden_salary = self.rng.random_bool(0.25);
        let salary_min = self.rng.random_range(4..=60) * 100;
        let published_at = self.now - Duration::minutes(self.rng.random_range(0..60 * 24 * 60));
        let confidential = self.rng.random_bool(0.05);
        JobDocument {
            id: Uuid::from_u128(self.rng.random()),
            company_id: (!confidential).then_some(company_id),
            company_name: (!confidential).then_some(company_name),
            title: format!("{seniority} {profession}"),
            description: self.paragraph(4..=8),
            requirements: self.rng.random_bool(0.8).then(|| self.paragraph(1..=3)),
            skills: self.skills(profession_skills, 2..=5),
            skill_translations: Vec::new(),
            category: Some(category.to_owned()),
            employment_type: EMPLOYMENT_TYPES.choose(&mut self.rng).unwrap().to_string(),
            job_level: Some(self.rng.random_range(1..=9)),
            location: Some(CITIES.choose(&mut self.rng).unwrap().to_string()),
            remote: self.rng.random_bool(0.2),
            salary_min: (!hidden_salary).then_some(salary_min),
            salary_max: (!hidden_salary).then(|| salary_min + self.rng.random_range(0..=20) * 100),
            currency: "AZN".to_owned(),
            published_at,
            // Mostly still open; a few past their deadline, as on a real board.
            deadline: self
                .rng
                .random_bool(0.9)
                .then(|| self.now + Duration::days(self.rng.random_range(-5..60))),
        }
    }

    pub fn candidate(&mut self) -> CandidateDocument {
        let (profession, _, profession_skills) = *PROFESSIONS.choose(&mut self.rng).unwrap();
        let seniority = *SENIORITY.choose(&mut self.rng).unwrap();
        let experiences = (0..self.rng.random_range(0..=4))
            .map(|_| {
                let (past, _, _) = *PROFESSIONS.choose(&mut self.rng).unwrap();
                let (_, company) = self.companies.choose(&mut self.rng).unwrap().clone();
                format!("{past} at {company}: {}", self.paragraph(1..=2))
            })
            .collect();
        let degrees: Vec<(&str, u8)> = (0..self.rng.random_range(0..=2))
            .map(|_| *DEGREES.choose(&mut self.rng).unwrap())
            .collect();
        let educations = degrees
            .iter()
            .map(|(degree, _)| {
                let field = FIELDS.choose(&mut self.rng).unwrap();
                let university = UNIVERSITIES.choose(&mut self.rng).unwrap();
                format!("{degree} in {field}, {university}")
            })
            .collect();
        let mut languages = vec![LanguageSkill {
            language: "Azerbaijani".to_owned(),
            proficiency: 7,
        }];
        for _ in 0..self.rng.random_range(0..=2) {
            let language = LANGUAGES[1..].choose(&mut self.rng).unwrap().to_string();
            languages.push(LanguageSkill {
                language,
                proficiency: self.rng.random_range(1..=7),
            });
        }
        CandidateDocument {
            id: Uuid::from_u128(self.rng.random()),
            name: format!("Candidate {}", self.rng.random_range(1..1_000_000)),
            headline: self.rng.random_bool(0.9).then(|| format!("{seniority} {profession}")),
            bio: self.rng.random_bool(0.7).then(|| self.paragraph(2..=4)),
            experiences,
            experience_years: Some(self.rng.random_range(0..=30)),
            educations,
            education_level: degrees.iter().map(|(_, level)| *level).max(),
            skills: self.skills(profession_skills, 3..=7),
            skill_translations: Vec::new(),
            languages,
            region: Some(CITIES.choose(&mut self.rng).unwrap().to_string()),
            salary_expectation: self.rng.random_bool(0.8).then(|| self.rng.random_range(5..=80) * 100),
            currency: Some("AZN".to_owned()),
            updated_at: self.now - Duration::minutes(self.rng.random_range(0..60 * 24 * 365)),
        }
    }

    /// Mostly the profession's skills, sometimes one from another profession.
    fn skills(&mut self, profession_skills: &[&str], count: std::ops::RangeInclusive<usize>) -> Vec<String> {
        let count = self.rng.random_range(count);
        let mut skills: Vec<String> = profession_skills
            .choose_multiple(&mut self.rng, count)
            .map(|skill| skill.to_string())
            .collect();
        if self.rng.random_bool(0.3) {
            let (_, _, other) = *PROFESSIONS.choose(&mut self.rng).unwrap();
            skills.push(other.choose(&mut self.rng).unwrap().to_string());
        }
        skills
    }

    fn paragraph(&mut self, sentences: std::ops::RangeInclusive<usize>) -> String {
        let count = self.rng.random_range(sentences);
        (0..count).map(|_| self.sentence()).collect::<Vec<_>>().join(" ")
    }

    fn sentence(&mut self) -> String {
        let length = self.rng.random_range(6..=14);
        let words: Vec<&str> = (0..length)
            .map(|_| {
                if self.rng.random_bool(0.15) {
                    self.rare_words.choose(&mut self.rng).unwrap().as_str()
                } else {
                    COMMON_WORDS[self.common_words.sample(&mut self.rng)]
                }
            })
            .collect();
        let mut sentence = words.join(" ");
        if let Some(first) = sentence.get_mut(0..1) {
            first.make_ascii_uppercase();
        }
        sentence + "."
    }
}
