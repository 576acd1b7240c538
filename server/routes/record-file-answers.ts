// Moved to server/records/file-answers.ts; kept for partners.ts until its helper moves it (then delete).
export * from '../records/file-answers';
