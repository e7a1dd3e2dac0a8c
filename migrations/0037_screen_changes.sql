-- The pipeline board and the table view are answered from memory while nothing they read has
-- changed (api/src/screen_cache.rs). Every table they read, and every table their caller's
-- look-up and scope read, announces at commit which company it changed; PostgreSQL sends a
-- transaction's announcements when it commits, and one of each per transaction. The users
-- table announces '*' (any company): a card shows its applicant and a caller is a user, and
-- neither row names one company. A new user is on no screen yet, so inserts are quiet.
-- Replays copy these triggers onto the tables they rebuild, and the swap announces '*'.
CREATE FUNCTION announce_screen_change_of_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('screen_changes', OLD.company_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify('screen_changes', NEW.company_id::text);
    END IF;
    RETURN NULL;
END $$;

CREATE FUNCTION announce_screen_change_of_company_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('screen_changes', OLD.id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify('screen_changes', NEW.id::text);
    END IF;
    RETURN NULL;
END $$;

CREATE FUNCTION announce_screen_change_of_every_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('screen_changes', '*');
    RETURN NULL;
END $$;

CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON application_views
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON application_status_counts
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON job_views
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON candidate_flags
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON interview_evaluations
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON employees
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON company_modules
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON delegates
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON delegate_grants
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON org_unit_versions
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON org_position_versions
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON companies
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company_row();
CREATE TRIGGER screen_changes AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_every_company();

CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON application_views
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON application_status_counts
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON job_views
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON candidate_flags
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON interview_evaluations
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON org_unit_versions
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON org_position_versions
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
