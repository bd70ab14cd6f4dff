-- The warehouse journal's database and role, made once by the warehouse's DBA (as a superuser,
-- e.g. `psql -U postgres -f docs/warehouse-role.sql`). The station creates and migrates its own
-- tables inside the schema it is given, and reads and writes nothing else. Change the password
-- (and keep it: each desk stores it in its OS keychain from Settings → Armazém).
--   psql -v pw="'a long password'" -f docs/warehouse-role.sql
-- The integration test test/integration/warehouse/the-stations-role-* runs this very file.
CREATE ROLE shipping_station LOGIN PASSWORD :pw;
CREATE DATABASE shipping_warehouse OWNER postgres;
\connect shipping_warehouse
-- Nobody but the station's role (and the DBA) connects; nobody creates objects in public.
REVOKE ALL ON DATABASE shipping_warehouse FROM PUBLIC;
GRANT CONNECT ON DATABASE shipping_warehouse TO shipping_station;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
-- The station's own schema: its role owns it, so it can create, migrate and use its tables there
-- and nowhere else. No CREATE on the database: it cannot make another schema.
CREATE SCHEMA shipping_station AUTHORIZATION shipping_station;
-- Its statements are short; one that waits longer than this is a bug or a stuck lock.
ALTER ROLE shipping_station SET statement_timeout = '5s';
ALTER ROLE shipping_station SET idle_in_transaction_session_timeout = '10s';
