-- 投稿审核: a file of an entry that is not 已通过 is refused by the public storage host (it is served on the back
-- office's origin alone); each request for a customer's upload asks this small index whether it is such a file.
CREATE INDEX "activity_entries_unapproved_files_idx" ON "activity_entries" USING gin ("file_urls" jsonb_path_ops) WHERE "review_state" <> 'approved';
