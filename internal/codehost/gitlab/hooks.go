package gitlab

import (
	"crypto/subtle"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	gl "gitlab.com/gitlab-org/api/client-go"

	"github.com/foliodocs/folio/internal/codehost"
)

// ParseHook checks a delivery's X-Gitlab-Token, the secret token GitLab
// sends as it was set on the webhook (compared in constant time), and
// reads push, merge request and comment (note) events.
func (h *Host) ParseHook(r *http.Request, body []byte, secret string) (codehost.HookEvent, error) {
	token := gl.HookEventToken(r)
	if token == "" || secret == "" {
		return codehost.HookEvent{}, fmt.Errorf("gitlab: no X-Gitlab-Token: %w", codehost.ErrBadSignature)
	}
	if subtle.ConstantTimeCompare([]byte(token), []byte(secret)) != 1 {
		return codehost.HookEvent{}, fmt.Errorf("gitlab: X-Gitlab-Token: %w", codehost.ErrBadSignature)
	}
	ev, err := gl.ParseWebhook(gl.HookEventType(r), body)
	if err != nil {
		// An event the client does not know (or a note on an issue,
		// a commit) is not ours either.
		return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
	}
	switch ev := ev.(type) {
	case *gl.PushEvent:
		// A push moves one branch a delivery (tags come as Tag Push
		// Hooks): the site host rebuilds a project whose branch moved.
		branch, ok := strings.CutPrefix(ev.Ref, "refs/heads/")
		if !ok || branch == "" {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{Kind: codehost.HookPush, Branch: branch}, nil
	case *gl.MergeEvent:
		if ev.ObjectAttributes.IID <= 0 {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: convertHook(&ev.ObjectAttributes)}, nil
	case *gl.MergeCommentEvent:
		a := ev.ObjectAttributes
		// System notes ("added 1 commit") are GitLab's, not a person's;
		// an edited note was read when it was written.
		if a.System || (a.Action != "" && a.Action != "create") || ev.MergeRequest.IID <= 0 {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		mr := ev.MergeRequest
		author := ""
		if ev.User != nil {
			author = ev.User.Username
		}
		return codehost.HookEvent{
			Kind: codehost.HookComment,
			PullRequest: codehost.PullRequest{
				Number: int(mr.IID), URL: mr.URL, Head: mr.SourceBranch, Base: mr.TargetBranch,
				State: state(mr.State), HeadCommit: mr.LastCommit.ID,
			},
			Comment:     a.Note,
			Author:      author,
			AuthorIsBot: botName.MatchString(author),
			CommentID:   strconv.FormatInt(a.ID, 10),
		}, nil
	}
	return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
}

// botName is how GitLab names the users behind project and group access
// tokens ("project_{id}_bot_{random}", "group_{id}_bot_{random}"); a
// webhook's user carries no bot flag.
var botName = regexp.MustCompile(`^(project|group)_\d+_bot(_[0-9a-f]+)?$`)

// convertHook reads a merge request event's object. Its times are
// GitLab's webhook format ("2025-01-02 15:04:05 UTC"); it has no
// merged_at or closed_at, so the update that merged or closed it stands
// for them.
func convertHook(a *gl.MergeEventObjectAttributes) codehost.PullRequest {
	out := codehost.PullRequest{
		Number:     int(a.IID),
		URL:        a.URL,
		Title:      a.Title,
		Body:       a.Description,
		Base:       a.TargetBranch,
		Head:       a.SourceBranch,
		Draft:      a.Draft || a.WorkInProgress || draftPrefix.MatchString(a.Title),
		HeadCommit: a.LastCommit.ID,
		CreatedAt:  hookTime(a.CreatedAt),
		UpdatedAt:  hookTime(a.UpdatedAt),
		State:      state(a.State),
	}
	if out.Draft {
		out.Title = draftPrefix.ReplaceAllString(a.Title, "")
	}
	switch out.State {
	case codehost.StateMerged:
		out.MergeCommit, out.MergedAt = a.MergeCommitSHA, out.UpdatedAt
	case codehost.StateClosed:
		out.ClosedAt = out.UpdatedAt
	}
	return out
}

// hookTime reads a webhook's time: "2006-01-02 15:04:05 UTC" as GitLab
// sends it, or RFC 3339 as its documentation's examples show.
func hookTime(s string) time.Time {
	for _, layout := range []string{"2006-01-02 15:04:05 MST", "2006-01-02 15:04:05 -0700", time.RFC3339} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	return time.Time{}
}
