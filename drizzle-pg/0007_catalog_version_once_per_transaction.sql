-- The catalog version moves once per transaction, however many rows it changed: the deferred triggers (0005) fire
-- for every row at commit, and an UPDATE of the one version row per row made a transaction of many rows (an import,
-- db:copy's 600,000) slower with every row, each update walking the row's versions before it. A transaction-local
-- setting remembers that this transaction already bumped it.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('store.catalog_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('store.catalog_bumped_in', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
