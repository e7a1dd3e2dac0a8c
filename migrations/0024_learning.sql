-- Learning (the lms module): documents split into passages, AI teachers answering from them,
-- and each user's conversation with a teacher. Plain tables (architecture.md).
CREATE TABLE learning_documents (
    id         uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    title      text NOT NULL,
    topic      text,
    file_name  text NOT NULL,
    -- pdf, docx or txt, read from the content.
    format     text NOT NULL CHECK (format IN ('pdf', 'docx', 'txt')),
    size_bytes bigint NOT NULL,
    pages      integer,
    file_key   text NOT NULL,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX learning_documents_company ON learning_documents (company_id, created_at DESC);

CREATE TABLE learning_passages (
    id          uuid PRIMARY KEY,
    document_id uuid NOT NULL REFERENCES learning_documents (id) ON DELETE CASCADE,
    position    integer NOT NULL,
    -- From 1, for PDFs; NULL for DOCX and TXT.
    page        integer,
    text        text NOT NULL,
    UNIQUE (document_id, position)
);

CREATE TABLE ai_teachers (
    id         uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    name       text NOT NULL,
    topic      text,
    model      text NOT NULL,
    avatar     text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_teachers_company ON ai_teachers (company_id, name);

CREATE TABLE ai_teacher_documents (
    teacher_id  uuid NOT NULL REFERENCES ai_teachers (id) ON DELETE CASCADE,
    document_id uuid NOT NULL REFERENCES learning_documents (id) ON DELETE CASCADE,
    PRIMARY KEY (teacher_id, document_id)
);
CREATE INDEX ai_teacher_documents_document ON ai_teacher_documents (document_id);

CREATE TABLE ai_teacher_messages (
    id         uuid PRIMARY KEY,
    teacher_id uuid NOT NULL REFERENCES ai_teachers (id) ON DELETE CASCADE,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role       text NOT NULL CHECK (role IN ('user', 'teacher')),
    text       text NOT NULL,
    -- For answers: whether the documents covered the question.
    covered    boolean,
    citations  jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX ai_teacher_messages_conversation ON ai_teacher_messages (teacher_id, user_id, created_at);

-- The search backend's passages (the PostgreSQL one): distinct stemmed terms per passage.
CREATE TABLE search_passages (
    id          uuid PRIMARY KEY,
    company_id  uuid NOT NULL,
    document_id uuid NOT NULL,
    position    integer NOT NULL,
    terms       text[] NOT NULL
);
CREATE INDEX search_passages_terms ON search_passages USING gin (terms);
CREATE INDEX search_passages_document ON search_passages (document_id);

-- The market: orders of AI token packages, paid when an administrator (or, later, a payment
-- provider) says so; paying credits the company's TokenAccount.
CREATE TABLE token_orders (
    id          uuid PRIMARY KEY,
    company_id  uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    package_id  text NOT NULL,
    tokens      bigint NOT NULL,
    price_cents bigint NOT NULL,
    currency    text NOT NULL,
    status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
    created_by  uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    paid_at     timestamptz
);
CREATE INDEX token_orders_company ON token_orders (company_id, created_at DESC);
CREATE INDEX token_orders_pending ON token_orders (created_at) WHERE status = 'pending';

-- The read model of the TokenAccount aggregates (one per company, id = the company's id).
CREATE TABLE token_balances (
    company_id uuid PRIMARY KEY,
    balance    bigint NOT NULL
);

CREATE TABLE token_history (
    company_id    uuid NOT NULL,
    sequence      bigint NOT NULL,
    at            timestamptz NOT NULL,
    actor         uuid,
    kind          text NOT NULL,
    tokens        bigint NOT NULL,
    balance_after bigint NOT NULL,
    purpose       text NOT NULL,
    order_id      uuid,
    call_id       uuid,
    PRIMARY KEY (company_id, sequence)
);
