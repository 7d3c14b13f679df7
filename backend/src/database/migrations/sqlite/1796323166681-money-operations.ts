import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money operations (issue 43): top-up references and what the payer is charged, the operator's GST registration,
 * invoices and their counters, bank statements. Generated, then edited: payments is rebuilt once, with every
 * existing top-up charged its amount (prices included tax until now).
 */
export class MoneyOperations1796323166681 implements MigrationInterface {
  name = 'MoneyOperations1796323166681';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"invoice_counters\" (\"series\" varchar(2) NOT NULL, \"financialYear\" varchar(7) NOT NULL, \"lastNumber\" integer NOT NULL, PRIMARY KEY (\"series\", \"financialYear\"))");
    await queryRunner.query("CREATE TABLE \"invoices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"number\" varchar(16) NOT NULL, \"kind\" varchar(12) NOT NULL, \"issuedAt\" datetime(6) NOT NULL, \"supplierName\" varchar(200) NOT NULL, \"supplierAddress\" varchar(500) NOT NULL, \"supplierGstin\" varchar(15) NOT NULL, \"recipientName\" varchar(100) NOT NULL, \"recipientEmail\" varchar(254) NOT NULL, \"placeOfSupply\" varchar(2) NOT NULL, \"sac\" varchar(8) NOT NULL, \"ratePercent\" integer NOT NULL, \"pricesIncludeTax\" boolean NOT NULL, \"taxablePaise\" bigint NOT NULL, \"cgstPaise\" bigint NOT NULL, \"sgstPaise\" bigint NOT NULL, \"igstPaise\" bigint NOT NULL, \"totalPaise\" bigint NOT NULL, \"reason\" varchar(200), \"paymentId\" integer NOT NULL, \"userId\" integer NOT NULL, \"originalId\" integer)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_invoices_number\" ON \"invoices\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_issued\" ON \"invoices\" (\"issuedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_user\" ON \"invoices\" (\"userId\", \"issuedAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_invoices_payment_kind\" ON \"invoices\" (\"paymentId\", \"kind\") ");
    await queryRunner.query("CREATE TABLE \"statement_imports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"fileName\" varchar(200) NOT NULL, \"credits\" integer NOT NULL, \"newCredits\" integer NOT NULL, \"approved\" integer NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"importedById\" integer)");
    await queryRunner.query("CREATE TABLE \"statement_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"lineNo\" integer NOT NULL, \"lineKey\" varchar(64) NOT NULL, \"bookedOn\" varchar(10) NOT NULL, \"narration\" varchar(300) NOT NULL, \"bankReference\" varchar(100), \"amountPaise\" bigint NOT NULL, \"status\" varchar(10) NOT NULL, \"reason\" varchar(20), \"note\" varchar(200), \"resolvedAt\" datetime(6), \"importId\" integer NOT NULL, \"paymentId\" integer, \"suggestedPaymentId\" integer, \"resolvedById\" integer)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_lines_key\" ON \"statement_lines\" (\"lineKey\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_lines_payment\" ON \"statement_lines\" (\"paymentId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_statement_lines_status\" ON \"statement_lines\" (\"status\", \"bookedOn\") ");
    await queryRunner.query("CREATE TABLE \"statement_presets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"name\" varchar(60) NOT NULL, \"dateColumn\" varchar(100) NOT NULL, \"narrationColumn\" varchar(100) NOT NULL, \"referenceColumn\" varchar(100), \"creditColumn\" varchar(100) NOT NULL, \"dateFormat\" varchar(12) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_presets_name\" ON \"statement_presets\" (\"name\") ");
    await queryRunner.query("CREATE TABLE \"temporary_site_settings\" (\"id\" integer PRIMARY KEY NOT NULL, \"supportEmail\" varchar(254), \"supportPhone\" varchar(13), \"xUrl\" varchar(200), \"instagramUrl\" varchar(200), \"facebookUrl\" varchar(200), \"telegramUrl\" varchar(200), \"legalEntityName\" varchar(200), \"grievanceOfficerName\" varchar(100), \"grievanceOfficerEmail\" varchar(254), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"grievanceOfficerAddress\" varchar(500), \"grievanceOfficerPhone\" varchar(13), \"dataProtectionEmail\" varchar(254), \"jurisdiction\" varchar(100), \"businessAddress\" varchar(500), \"gstin\" varchar(15), \"sac\" varchar(8) NOT NULL DEFAULT ('998365'), \"gstRatePercent\" integer NOT NULL DEFAULT (18), \"pricesIncludeTax\" boolean NOT NULL DEFAULT (1))");
    await queryRunner.query("INSERT INTO \"temporary_site_settings\"(\"id\", \"supportEmail\", \"supportPhone\", \"xUrl\", \"instagramUrl\", \"facebookUrl\", \"telegramUrl\", \"legalEntityName\", \"grievanceOfficerName\", \"grievanceOfficerEmail\", \"updatedAt\", \"grievanceOfficerAddress\", \"grievanceOfficerPhone\", \"dataProtectionEmail\", \"jurisdiction\") SELECT \"id\", \"supportEmail\", \"supportPhone\", \"xUrl\", \"instagramUrl\", \"facebookUrl\", \"telegramUrl\", \"legalEntityName\", \"grievanceOfficerName\", \"grievanceOfficerEmail\", \"updatedAt\", \"grievanceOfficerAddress\", \"grievanceOfficerPhone\", \"dataProtectionEmail\", \"jurisdiction\" FROM \"site_settings\"");
    await queryRunner.query("DROP TABLE \"site_settings\"");
    await queryRunner.query("ALTER TABLE \"temporary_site_settings\" RENAME TO \"site_settings\"");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("CREATE TABLE \"temporary_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100), \"transactionId\" varchar(12), \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, \"chargedPaise\" bigint NOT NULL, \"reference\" varchar(12), \"billingState\" varchar(100), CONSTRAINT \"FK_payments_reviewed_by\" FOREIGN KEY (\"reviewedById\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\", \"chargedPaise\", \"reference\", \"billingState\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\", \"amountPaise\", NULL, NULL FROM \"payments\"");
    await queryRunner.query("DROP TABLE \"payments\"");
    await queryRunner.query("ALTER TABLE \"temporary_payments\" RENAME TO \"payments\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_reference\" ON \"payments\" (\"reference\") ");
    await queryRunner.query("DROP INDEX \"UQ_invoices_number\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_issued\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_user\"");
    await queryRunner.query("DROP INDEX \"UQ_invoices_payment_kind\"");
    await queryRunner.query("CREATE TABLE \"temporary_invoices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"number\" varchar(16) NOT NULL, \"kind\" varchar(12) NOT NULL, \"issuedAt\" datetime(6) NOT NULL, \"supplierName\" varchar(200) NOT NULL, \"supplierAddress\" varchar(500) NOT NULL, \"supplierGstin\" varchar(15) NOT NULL, \"recipientName\" varchar(100) NOT NULL, \"recipientEmail\" varchar(254) NOT NULL, \"placeOfSupply\" varchar(2) NOT NULL, \"sac\" varchar(8) NOT NULL, \"ratePercent\" integer NOT NULL, \"pricesIncludeTax\" boolean NOT NULL, \"taxablePaise\" bigint NOT NULL, \"cgstPaise\" bigint NOT NULL, \"sgstPaise\" bigint NOT NULL, \"igstPaise\" bigint NOT NULL, \"totalPaise\" bigint NOT NULL, \"reason\" varchar(200), \"paymentId\" integer NOT NULL, \"userId\" integer NOT NULL, \"originalId\" integer, CONSTRAINT \"FK_invoices_payment\" FOREIGN KEY (\"paymentId\") REFERENCES \"payments\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_invoices_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_invoices_original\" FOREIGN KEY (\"originalId\") REFERENCES \"invoices\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_invoices\"(\"id\", \"number\", \"kind\", \"issuedAt\", \"supplierName\", \"supplierAddress\", \"supplierGstin\", \"recipientName\", \"recipientEmail\", \"placeOfSupply\", \"sac\", \"ratePercent\", \"pricesIncludeTax\", \"taxablePaise\", \"cgstPaise\", \"sgstPaise\", \"igstPaise\", \"totalPaise\", \"reason\", \"paymentId\", \"userId\", \"originalId\") SELECT \"id\", \"number\", \"kind\", \"issuedAt\", \"supplierName\", \"supplierAddress\", \"supplierGstin\", \"recipientName\", \"recipientEmail\", \"placeOfSupply\", \"sac\", \"ratePercent\", \"pricesIncludeTax\", \"taxablePaise\", \"cgstPaise\", \"sgstPaise\", \"igstPaise\", \"totalPaise\", \"reason\", \"paymentId\", \"userId\", \"originalId\" FROM \"invoices\"");
    await queryRunner.query("DROP TABLE \"invoices\"");
    await queryRunner.query("ALTER TABLE \"temporary_invoices\" RENAME TO \"invoices\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_invoices_number\" ON \"invoices\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_issued\" ON \"invoices\" (\"issuedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_user\" ON \"invoices\" (\"userId\", \"issuedAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_invoices_payment_kind\" ON \"invoices\" (\"paymentId\", \"kind\") ");
    await queryRunner.query("CREATE TABLE \"temporary_statement_imports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"fileName\" varchar(200) NOT NULL, \"credits\" integer NOT NULL, \"newCredits\" integer NOT NULL, \"approved\" integer NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"importedById\" integer, CONSTRAINT \"FK_statement_imports_admin\" FOREIGN KEY (\"importedById\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_statement_imports\"(\"id\", \"fileName\", \"credits\", \"newCredits\", \"approved\", \"createdAt\", \"importedById\") SELECT \"id\", \"fileName\", \"credits\", \"newCredits\", \"approved\", \"createdAt\", \"importedById\" FROM \"statement_imports\"");
    await queryRunner.query("DROP TABLE \"statement_imports\"");
    await queryRunner.query("ALTER TABLE \"temporary_statement_imports\" RENAME TO \"statement_imports\"");
    await queryRunner.query("DROP INDEX \"UQ_statement_lines_key\"");
    await queryRunner.query("DROP INDEX \"UQ_statement_lines_payment\"");
    await queryRunner.query("DROP INDEX \"IDX_statement_lines_status\"");
    await queryRunner.query("CREATE TABLE \"temporary_statement_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"lineNo\" integer NOT NULL, \"lineKey\" varchar(64) NOT NULL, \"bookedOn\" varchar(10) NOT NULL, \"narration\" varchar(300) NOT NULL, \"bankReference\" varchar(100), \"amountPaise\" bigint NOT NULL, \"status\" varchar(10) NOT NULL, \"reason\" varchar(20), \"note\" varchar(200), \"resolvedAt\" datetime(6), \"importId\" integer NOT NULL, \"paymentId\" integer, \"suggestedPaymentId\" integer, \"resolvedById\" integer, CONSTRAINT \"FK_statement_lines_import\" FOREIGN KEY (\"importId\") REFERENCES \"statement_imports\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_statement_lines_payment\" FOREIGN KEY (\"paymentId\") REFERENCES \"payments\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_statement_lines_suggested_payment\" FOREIGN KEY (\"suggestedPaymentId\") REFERENCES \"payments\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_statement_lines_admin\" FOREIGN KEY (\"resolvedById\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_statement_lines\"(\"id\", \"lineNo\", \"lineKey\", \"bookedOn\", \"narration\", \"bankReference\", \"amountPaise\", \"status\", \"reason\", \"note\", \"resolvedAt\", \"importId\", \"paymentId\", \"suggestedPaymentId\", \"resolvedById\") SELECT \"id\", \"lineNo\", \"lineKey\", \"bookedOn\", \"narration\", \"bankReference\", \"amountPaise\", \"status\", \"reason\", \"note\", \"resolvedAt\", \"importId\", \"paymentId\", \"suggestedPaymentId\", \"resolvedById\" FROM \"statement_lines\"");
    await queryRunner.query("DROP TABLE \"statement_lines\"");
    await queryRunner.query("ALTER TABLE \"temporary_statement_lines\" RENAME TO \"statement_lines\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_lines_key\" ON \"statement_lines\" (\"lineKey\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_lines_payment\" ON \"statement_lines\" (\"paymentId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_statement_lines_status\" ON \"statement_lines\" (\"status\", \"bookedOn\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_statement_lines_status\"");
    await queryRunner.query("DROP INDEX \"UQ_statement_lines_payment\"");
    await queryRunner.query("DROP INDEX \"UQ_statement_lines_key\"");
    await queryRunner.query("ALTER TABLE \"statement_lines\" RENAME TO \"temporary_statement_lines\"");
    await queryRunner.query("CREATE TABLE \"statement_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"lineNo\" integer NOT NULL, \"lineKey\" varchar(64) NOT NULL, \"bookedOn\" varchar(10) NOT NULL, \"narration\" varchar(300) NOT NULL, \"bankReference\" varchar(100), \"amountPaise\" bigint NOT NULL, \"status\" varchar(10) NOT NULL, \"reason\" varchar(20), \"note\" varchar(200), \"resolvedAt\" datetime(6), \"importId\" integer NOT NULL, \"paymentId\" integer, \"suggestedPaymentId\" integer, \"resolvedById\" integer)");
    await queryRunner.query("INSERT INTO \"statement_lines\"(\"id\", \"lineNo\", \"lineKey\", \"bookedOn\", \"narration\", \"bankReference\", \"amountPaise\", \"status\", \"reason\", \"note\", \"resolvedAt\", \"importId\", \"paymentId\", \"suggestedPaymentId\", \"resolvedById\") SELECT \"id\", \"lineNo\", \"lineKey\", \"bookedOn\", \"narration\", \"bankReference\", \"amountPaise\", \"status\", \"reason\", \"note\", \"resolvedAt\", \"importId\", \"paymentId\", \"suggestedPaymentId\", \"resolvedById\" FROM \"temporary_statement_lines\"");
    await queryRunner.query("DROP TABLE \"temporary_statement_lines\"");
    await queryRunner.query("CREATE INDEX \"IDX_statement_lines_status\" ON \"statement_lines\" (\"status\", \"bookedOn\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_lines_payment\" ON \"statement_lines\" (\"paymentId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_statement_lines_key\" ON \"statement_lines\" (\"lineKey\") ");
    await queryRunner.query("ALTER TABLE \"statement_imports\" RENAME TO \"temporary_statement_imports\"");
    await queryRunner.query("CREATE TABLE \"statement_imports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"fileName\" varchar(200) NOT NULL, \"credits\" integer NOT NULL, \"newCredits\" integer NOT NULL, \"approved\" integer NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"importedById\" integer)");
    await queryRunner.query("INSERT INTO \"statement_imports\"(\"id\", \"fileName\", \"credits\", \"newCredits\", \"approved\", \"createdAt\", \"importedById\") SELECT \"id\", \"fileName\", \"credits\", \"newCredits\", \"approved\", \"createdAt\", \"importedById\" FROM \"temporary_statement_imports\"");
    await queryRunner.query("DROP TABLE \"temporary_statement_imports\"");
    await queryRunner.query("DROP INDEX \"UQ_invoices_payment_kind\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_user\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_issued\"");
    await queryRunner.query("DROP INDEX \"UQ_invoices_number\"");
    await queryRunner.query("ALTER TABLE \"invoices\" RENAME TO \"temporary_invoices\"");
    await queryRunner.query("CREATE TABLE \"invoices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"number\" varchar(16) NOT NULL, \"kind\" varchar(12) NOT NULL, \"issuedAt\" datetime(6) NOT NULL, \"supplierName\" varchar(200) NOT NULL, \"supplierAddress\" varchar(500) NOT NULL, \"supplierGstin\" varchar(15) NOT NULL, \"recipientName\" varchar(100) NOT NULL, \"recipientEmail\" varchar(254) NOT NULL, \"placeOfSupply\" varchar(2) NOT NULL, \"sac\" varchar(8) NOT NULL, \"ratePercent\" integer NOT NULL, \"pricesIncludeTax\" boolean NOT NULL, \"taxablePaise\" bigint NOT NULL, \"cgstPaise\" bigint NOT NULL, \"sgstPaise\" bigint NOT NULL, \"igstPaise\" bigint NOT NULL, \"totalPaise\" bigint NOT NULL, \"reason\" varchar(200), \"paymentId\" integer NOT NULL, \"userId\" integer NOT NULL, \"originalId\" integer)");
    await queryRunner.query("INSERT INTO \"invoices\"(\"id\", \"number\", \"kind\", \"issuedAt\", \"supplierName\", \"supplierAddress\", \"supplierGstin\", \"recipientName\", \"recipientEmail\", \"placeOfSupply\", \"sac\", \"ratePercent\", \"pricesIncludeTax\", \"taxablePaise\", \"cgstPaise\", \"sgstPaise\", \"igstPaise\", \"totalPaise\", \"reason\", \"paymentId\", \"userId\", \"originalId\") SELECT \"id\", \"number\", \"kind\", \"issuedAt\", \"supplierName\", \"supplierAddress\", \"supplierGstin\", \"recipientName\", \"recipientEmail\", \"placeOfSupply\", \"sac\", \"ratePercent\", \"pricesIncludeTax\", \"taxablePaise\", \"cgstPaise\", \"sgstPaise\", \"igstPaise\", \"totalPaise\", \"reason\", \"paymentId\", \"userId\", \"originalId\" FROM \"temporary_invoices\"");
    await queryRunner.query("DROP TABLE \"temporary_invoices\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_invoices_payment_kind\" ON \"invoices\" (\"paymentId\", \"kind\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_user\" ON \"invoices\" (\"userId\", \"issuedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_issued\" ON \"invoices\" (\"issuedAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_invoices_number\" ON \"invoices\" (\"number\") ");
    await queryRunner.query("DROP INDEX \"UQ_payments_reference\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("ALTER TABLE \"payments\" RENAME TO \"temporary_payments\"");
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, \"chargedPaise\" bigint NOT NULL, \"reference\" varchar(12), \"billingState\" varchar(100), CONSTRAINT \"FK_payments_reviewed_by\" FOREIGN KEY (\"reviewedById\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\", \"chargedPaise\", \"reference\", \"billingState\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\", \"chargedPaise\", \"reference\", \"billingState\" FROM \"temporary_payments\"");
    await queryRunner.query("DROP TABLE \"temporary_payments\"");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("ALTER TABLE \"site_settings\" RENAME TO \"temporary_site_settings\"");
    await queryRunner.query("CREATE TABLE \"site_settings\" (\"id\" integer PRIMARY KEY NOT NULL, \"supportEmail\" varchar(254), \"supportPhone\" varchar(13), \"xUrl\" varchar(200), \"instagramUrl\" varchar(200), \"facebookUrl\" varchar(200), \"telegramUrl\" varchar(200), \"legalEntityName\" varchar(200), \"grievanceOfficerName\" varchar(100), \"grievanceOfficerEmail\" varchar(254), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"grievanceOfficerAddress\" varchar(500), \"grievanceOfficerPhone\" varchar(13), \"dataProtectionEmail\" varchar(254), \"jurisdiction\" varchar(100))");
    await queryRunner.query("INSERT INTO \"site_settings\"(\"id\", \"supportEmail\", \"supportPhone\", \"xUrl\", \"instagramUrl\", \"facebookUrl\", \"telegramUrl\", \"legalEntityName\", \"grievanceOfficerName\", \"grievanceOfficerEmail\", \"updatedAt\", \"grievanceOfficerAddress\", \"grievanceOfficerPhone\", \"dataProtectionEmail\", \"jurisdiction\") SELECT \"id\", \"supportEmail\", \"supportPhone\", \"xUrl\", \"instagramUrl\", \"facebookUrl\", \"telegramUrl\", \"legalEntityName\", \"grievanceOfficerName\", \"grievanceOfficerEmail\", \"updatedAt\", \"grievanceOfficerAddress\", \"grievanceOfficerPhone\", \"dataProtectionEmail\", \"jurisdiction\" FROM \"temporary_site_settings\"");
    await queryRunner.query("DROP TABLE \"temporary_site_settings\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("ALTER TABLE \"payments\" RENAME TO \"temporary_payments\"");
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_reviewed_by\" FOREIGN KEY (\"reviewedById\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\" FROM \"temporary_payments\"");
    await queryRunner.query("DROP TABLE \"temporary_payments\"");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("DROP INDEX \"UQ_statement_presets_name\"");
    await queryRunner.query("DROP TABLE \"statement_presets\"");
    await queryRunner.query("DROP INDEX \"IDX_statement_lines_status\"");
    await queryRunner.query("DROP INDEX \"UQ_statement_lines_payment\"");
    await queryRunner.query("DROP INDEX \"UQ_statement_lines_key\"");
    await queryRunner.query("DROP TABLE \"statement_lines\"");
    await queryRunner.query("DROP TABLE \"statement_imports\"");
    await queryRunner.query("DROP INDEX \"UQ_invoices_payment_kind\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_user\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_issued\"");
    await queryRunner.query("DROP INDEX \"UQ_invoices_number\"");
    await queryRunner.query("DROP TABLE \"invoices\"");
    await queryRunner.query("DROP TABLE \"invoice_counters\"");
  }
}
