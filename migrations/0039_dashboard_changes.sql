-- The company dashboard is answered from memory too (api/src/screen_cache.rs, migration 0037):
-- its daily figures announce their changes like the board's tables. What changes it with no
-- write (a job's deadline passing, a new day) bounds how long an answer is kept instead.
CREATE TRIGGER screen_changes AFTER INSERT OR UPDATE OR DELETE ON application_daily_figures
    FOR EACH ROW EXECUTE FUNCTION announce_screen_change_of_company();
CREATE TRIGGER screen_changes_truncated AFTER TRUNCATE ON application_daily_figures
    FOR EACH STATEMENT EXECUTE FUNCTION announce_screen_change_of_every_company();
