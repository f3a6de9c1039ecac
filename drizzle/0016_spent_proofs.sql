CREATE TABLE `spent_proofs` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
