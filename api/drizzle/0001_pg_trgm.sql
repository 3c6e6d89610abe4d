-- Trigram indexes for the contains-search of notices and resources (trusted extension: no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
