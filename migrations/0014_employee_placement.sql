-- Where an employee sits in the org structure, and when they joined and left.
ALTER TABLE employees
    ADD COLUMN position_id   uuid,
    ADD COLUMN hired_on      date,
    ADD COLUMN signed_off_on date;
CREATE INDEX employees_position ON employees (position_id) WHERE position_id IS NOT NULL;
