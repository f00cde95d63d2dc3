// Package runner runs agent jobs against the world: the queue worker that
// claims a job, runs its agent in a worktree of the project's repository,
// records each step with a checkpoint every node can reach, and publishes
// the work as a pull request on the project's code host; and the watcher
// that follows those pull requests (webhooks and polling). The job's state
// table itself is package jobs, which the API uses without any of this.
package runner
