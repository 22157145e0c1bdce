-- Issue 28: nothing reads the outbox by created_at (the worker goes by outbox_due, the withdrawals by appointment or
-- venue, the development list by id). The index cost three entries a message: at its insert, its claim and its settle.
DROP INDEX "outbox_created";