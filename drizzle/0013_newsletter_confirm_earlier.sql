-- Addresses on the list before double opt-in were taken as the visitor typed them; the shop keeps them as confirmed
-- (their owners can still unsubscribe from any issue), so the list is not lost on upgrade.
UPDATE `newsletter_subscribers` SET `confirmed_at` = `created_at` WHERE `confirmed_at` IS NULL;
