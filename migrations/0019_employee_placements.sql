-- Who held which position when: one row per stretch an active employee spent in a position,
-- so that the org chart of a past day shows its people and filled places. A trigger on
-- employees keeps it, so no write path (adding, moving, deactivating, a future import) can
-- forget to.
CREATE TABLE employee_placements (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id  uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    position_id uuid NOT NULL,
    valid_from  timestamptz NOT NULL,
    valid_to    timestamptz
);
CREATE UNIQUE INDEX employee_placements_current ON employee_placements (user_id) WHERE valid_to IS NULL;
CREATE INDEX employee_placements_position ON employee_placements (position_id, valid_from);
CREATE INDEX employee_placements_company ON employee_placements (company_id, valid_from);

CREATE FUNCTION record_employee_placement() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND NEW.position_id IS NOT DISTINCT FROM OLD.position_id AND NEW.status = OLD.status THEN
        RETURN NEW;
    END IF;
    UPDATE employee_placements SET valid_to = now() WHERE user_id = NEW.user_id AND valid_to IS NULL;
    IF NEW.status = 'active' AND NEW.position_id IS NOT NULL THEN
        INSERT INTO employee_placements (company_id, user_id, position_id, valid_from)
        VALUES (NEW.company_id, NEW.user_id, NEW.position_id, now());
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER employees_placement AFTER INSERT OR UPDATE OF position_id, status ON employees
    FOR EACH ROW EXECUTE FUNCTION record_employee_placement();

-- Placements made before the history existed start when the employee was added.
INSERT INTO employee_placements (company_id, user_id, position_id, valid_from)
SELECT company_id, user_id, position_id, created_at FROM employees WHERE status = 'active' AND position_id IS NOT NULL;
