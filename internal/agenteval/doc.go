// Package agenteval measures the docs agent on real documentation tasks.
//
// A Task is a request a team would make of the agent (add a page to a
// group, fix a broken link, document a flag found in the code, update the
// docs after a commit, rename a page and keep its old URL, add an API
// endpoint's page, translate a page, or change nothing), a fixture
// repository it is made on (a small code repository with a docs folder,
// embedded as txtar archives, one per commit), and a grader that looks at
// the outcome only: the job's status and pull request, and the files,
// navigation, redirects and validity of the docs on the job's branch,
// read with the same packages `folio validate` and `folio nav` use. The
// wording of a page is never graded; the facts it must state (a flag's
// values taken from the code, say) and where it sits in the site are.
//
// Run drives a running Folio service through its HTTP API, as a client
// does: it starts one job per task on a project made from the task's
// fixture, waits for it to end, reads the job's branch from the
// repository and grades it. `folio eval` builds the fixtures, starts the
// service in its process and prints the Results as a table. Every task
// carries two scripts for the script: provider, one that does the task
// and one that makes a plausible mistake; the package's tests run both
// through the real service, so that every grader is shown to pass good
// work and to fail bad work.
package agenteval
