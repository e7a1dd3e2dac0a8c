-- The applicant page is answered from memory too (api/src/screen_cache.rs, migration 0037): the
-- tables it reads beside the board's announce their changes the same way.
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON interview_views
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON offer_views
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON application_notes
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();

CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON interview_views
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON offer_views
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON application_notes
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
