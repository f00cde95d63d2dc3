package store

// ChangeStore keeps the built-in review's changes: the pull requests of
// the local code host (codehost/local), numbered per project, and their
// comments. Its methods are added with that host.
type ChangeStore interface{}
