-- The skills catalogue: each skill named in the three interface languages. The English name
-- is the key jobs, search filters and facets carry, so it is unique ignoring case.
CREATE TABLE skills (
    id      serial PRIMARY KEY,
    name_en text NOT NULL,
    name_az text NOT NULL,
    name_ru text NOT NULL
);
CREATE UNIQUE INDEX skills_name_en ON skills (lower(name_en));
CREATE INDEX skills_name_az ON skills (lower(name_az));
CREATE INDEX skills_name_ru ON skills (lower(name_ru));

INSERT INTO skills (name_en, name_az, name_ru) VALUES
    ('Accounting', 'Mühasibat uçotu', 'Бухгалтерский учёт'),
    ('Adobe Illustrator', 'Adobe Illustrator', 'Adobe Illustrator'),
    ('Adobe Photoshop', 'Adobe Photoshop', 'Adobe Photoshop'),
    ('Agile', 'Agile', 'Agile'),
    ('Android', 'Android', 'Android'),
    ('Auditing', 'Audit', 'Аудит'),
    ('AutoCAD', 'AutoCAD', 'AutoCAD'),
    ('AWS', 'AWS', 'AWS'),
    ('Budgeting', 'Büdcələşdirmə', 'Бюджетирование'),
    ('Business Analysis', 'Biznes təhlili', 'Бизнес-анализ'),
    ('C#', 'C#', 'C#'),
    ('C++', 'C++', 'C++'),
    ('Cash Handling', 'Nağd pulla işləmə', 'Работа с наличными'),
    ('Coaching', 'Kouçinq', 'Коучинг'),
    ('Cold Calling', 'Soyuq zənglər', 'Холодные звонки'),
    ('Communication', 'Ünsiyyət', 'Коммуникация'),
    ('Content Writing', 'Kontent yazımı', 'Написание контента'),
    ('Contract Management', 'Müqavilələrin idarə edilməsi', 'Управление договорами'),
    ('Copywriting', 'Kopiraytinq', 'Копирайтинг'),
    ('Critical Thinking', 'Tənqidi təfəkkür', 'Критическое мышление'),
    ('CSS', 'CSS', 'CSS'),
    ('Customer Service', 'Müştəri xidməti', 'Обслуживание клиентов'),
    ('Data Analysis', 'Məlumatların təhlili', 'Анализ данных'),
    ('Data Entry', 'Məlumatların daxil edilməsi', 'Ввод данных'),
    ('Digital Marketing', 'Rəqəmsal marketinq', 'Цифровой маркетинг'),
    ('Docker', 'Docker', 'Docker'),
    ('Driving', 'Avtomobil sürmə', 'Вождение автомобиля'),
    ('Electrical Engineering', 'Elektrik mühəndisliyi', 'Электротехника'),
    ('Event Planning', 'Tədbirlərin planlaşdırılması', 'Организация мероприятий'),
    ('Excel', 'Excel', 'Excel'),
    ('Figma', 'Figma', 'Figma'),
    ('Financial Analysis', 'Maliyyə təhlili', 'Финансовый анализ'),
    ('Financial Reporting', 'Maliyyə hesabatlılığı', 'Финансовая отчётность'),
    ('First Aid', 'İlk yardım', 'Первая помощь'),
    ('Git', 'Git', 'Git'),
    ('Go', 'Go', 'Go'),
    ('Graphic Design', 'Qrafik dizayn', 'Графический дизайн'),
    ('HTML', 'HTML', 'HTML'),
    ('Interviewing', 'Müsahibə aparma', 'Проведение собеседований'),
    ('iOS', 'iOS', 'iOS'),
    ('Java', 'Java', 'Java'),
    ('JavaScript', 'JavaScript', 'JavaScript'),
    ('Kubernetes', 'Kubernetes', 'Kubernetes'),
    ('Labour Law', 'Əmək qanunvericiliyi', 'Трудовое право'),
    ('Leadership', 'Liderlik', 'Лидерство'),
    ('Linux', 'Linux', 'Linux'),
    ('Logistics', 'Logistika', 'Логистика'),
    ('Machine Learning', 'Maşın öyrənməsi', 'Машинное обучение'),
    ('Mentoring', 'Mentorluq', 'Наставничество'),
    ('Microsoft Office', 'Microsoft Office', 'Microsoft Office'),
    ('Negotiation', 'Danışıqlar aparma', 'Ведение переговоров'),
    ('Nursing', 'Tibb bacısı işi', 'Сестринское дело'),
    ('Onboarding', 'Adaptasiya', 'Адаптация персонала'),
    ('Payroll', 'Əmək haqqının hesablanması', 'Расчёт заработной платы'),
    ('People Management', 'Komandanın idarə edilməsi', 'Управление персоналом'),
    ('PHP', 'PHP', 'PHP'),
    ('PostgreSQL', 'PostgreSQL', 'PostgreSQL'),
    ('Power BI', 'Power BI', 'Power BI'),
    ('Presentation', 'Təqdimat bacarığı', 'Презентация'),
    ('Problem Solving', 'Problemlərin həlli', 'Решение проблем'),
    ('Procurement', 'Satınalma', 'Закупки'),
    ('Product Management', 'Məhsulun idarə edilməsi', 'Управление продуктом'),
    ('Project Management', 'Layihə idarəetməsi', 'Управление проектами'),
    ('Public Relations', 'İctimaiyyətlə əlaqələr', 'Связи с общественностью'),
    ('Public Speaking', 'Natiqlik', 'Публичные выступления'),
    ('Python', 'Python', 'Python'),
    ('Quality Assurance', 'Keyfiyyətə nəzarət', 'Контроль качества'),
    ('React', 'React', 'React'),
    ('Recruiting', 'İşə qəbul', 'Подбор персонала'),
    ('Research', 'Tədqiqat', 'Исследования'),
    ('Risk Management', 'Risklərin idarə edilməsi', 'Управление рисками'),
    ('Rust', 'Rust', 'Rust'),
    ('Sales', 'Satış', 'Продажи'),
    ('SAP', 'SAP', 'SAP'),
    ('Scrum', 'Scrum', 'Scrum'),
    ('SEO', 'SEO', 'SEO'),
    ('Social Media Marketing', 'Sosial media marketinqi', 'Маркетинг в социальных сетях'),
    ('SQL', 'SQL', 'SQL'),
    ('Stakeholder Management', 'Maraqlı tərəflərlə iş', 'Управление заинтересованными сторонами'),
    ('Strategic Planning', 'Strateji planlaşdırma', 'Стратегическое планирование'),
    ('Supply Chain Management', 'Təchizat zəncirinin idarə edilməsi', 'Управление цепочками поставок'),
    ('Taxation', 'Vergiqoyma', 'Налогообложение'),
    ('Teaching', 'Tədris', 'Преподавание'),
    ('Teamwork', 'Komanda işi', 'Работа в команде'),
    ('Technical Support', 'Texniki dəstək', 'Техническая поддержка'),
    ('Time Management', 'Vaxtın idarə edilməsi', 'Тайм-менеджмент'),
    ('Training', 'Təlim keçmə', 'Обучение персонала'),
    ('Translation', 'Tərcümə', 'Перевод'),
    ('TypeScript', 'TypeScript', 'TypeScript'),
    ('UX Design', 'UX dizayn', 'UX-дизайн'),
    ('Video Editing', 'Video montaj', 'Видеомонтаж'),
    ('Warehouse Management', 'Anbarın idarə edilməsi', 'Управление складом'),
    ('Welding', 'Qaynaq', 'Сварка');

-- Skills people already named join the catalogue under those names, and profiles then
-- refer to catalogue entries instead of carrying the text.
INSERT INTO skills (name_en, name_az, name_ru)
SELECT DISTINCT ON (lower(s.skill)) s.skill, s.skill, s.skill
FROM jobseeker_skills s
WHERE NOT EXISTS (SELECT 1 FROM skills c
                  WHERE lower(s.skill) IN (lower(c.name_en), lower(c.name_az), lower(c.name_ru)))
ORDER BY lower(s.skill), s.skill;

ALTER TABLE jobseeker_skills ADD COLUMN skill_id integer REFERENCES skills (id);
UPDATE jobseeker_skills s
SET skill_id = (SELECT c.id FROM skills c
                WHERE lower(s.skill) IN (lower(c.name_en), lower(c.name_az), lower(c.name_ru))
                ORDER BY lower(s.skill) <> lower(c.name_en), c.id
                LIMIT 1);
-- Two texts of one person can name the same skill ("Ünsiyyət" and "Communication").
DELETE FROM jobseeker_skills s
USING jobseeker_skills other
WHERE s.user_id = other.user_id AND s.skill_id = other.skill_id AND s.skill > other.skill;
ALTER TABLE jobseeker_skills DROP CONSTRAINT jobseeker_skills_pkey;
ALTER TABLE jobseeker_skills DROP COLUMN skill;
ALTER TABLE jobseeker_skills ALTER COLUMN skill_id SET NOT NULL;
ALTER TABLE jobseeker_skills ADD PRIMARY KEY (user_id, skill_id);
