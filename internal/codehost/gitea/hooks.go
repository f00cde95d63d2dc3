package gitea

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	sdk "code.gitea.io/sdk/gitea"

	"github.com/foliodocs/folio/internal/codehost"
)

// ParseHook checks a delivery's X-Gitea-Signature (the hex HMAC-SHA256 of
// the body under the project's secret; Forgejo also sends it as
// X-Forgejo-Signature) and reads push, pull request and comment events.
func (h *Host) ParseHook(r *http.Request, body []byte, secret string) (codehost.HookEvent, error) {
	sig := header(r, "Signature")
	if sig == "" || secret == "" {
		return codehost.HookEvent{}, fmt.Errorf("gitea: no X-Gitea-Signature: %w", codehost.ErrBadSignature)
	}
	// hmac.Equal inside: constant time.
	ok, err := sdk.VerifyWebhookSignature(secret, sig, body)
	if err != nil || !ok {
		return codehost.HookEvent{}, fmt.Errorf("gitea: X-Gitea-Signature: %w", codehost.ErrBadSignature)
	}
	switch header(r, "Event") {
	case "push":
		// A push moves one branch or tag a delivery: the site host
		// rebuilds a project whose branch moved.
		var p struct {
			Ref string `json:"ref"`
		}
		if err := json.Unmarshal(body, &p); err != nil {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		branch, ok := strings.CutPrefix(p.Ref, "refs/heads/")
		if !ok || branch == "" {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{Kind: codehost.HookPush, Branch: branch}, nil
	case "pull_request":
		// Opened, edited, closed (merged or not), reopened,
		// synchronized (new commits), and the assignment, label,
		// milestone and review-request changes: all carry the pull
		// request as the API shows it.
		var p struct {
			Action      string           `json:"action"`
			PullRequest *sdk.PullRequest `json:"pull_request"`
		}
		if err := json.Unmarshal(body, &p); err != nil || p.PullRequest == nil || p.PullRequest.Index <= 0 {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: convert(p.PullRequest)}, nil
	case "issue_comment":
		var p struct {
			Action  string       `json:"action"`
			Issue   *sdk.Issue   `json:"issue"`
			Comment *sdk.Comment `json:"comment"`
			IsPull  bool         `json:"is_pull"`
		}
		if err := json.Unmarshal(body, &p); err != nil || p.Issue == nil || p.Comment == nil {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		// Issues and pull requests share comments; only a pull
		// request's concern us, and only new ones.
		if p.Action != "created" || (!p.IsPull && p.Issue.PullRequest == nil) || p.Issue.Index <= 0 {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		author := ""
		if p.Comment.Poster != nil {
			author = p.Comment.Poster.UserName
		}
		return codehost.HookEvent{
			Kind:        codehost.HookComment,
			PullRequest: codehost.PullRequest{Number: int(p.Issue.Index), URL: p.Issue.HTMLURL},
			Comment:     p.Comment.Body,
			Author:      author,
			CommentID:   strconv.FormatInt(p.Comment.ID, 10),
			// Gitea's users carry no bot flag; Actions' own user is
			// the one it has.
			AuthorIsBot: author == "gitea-actions" || author == "forgejo-actions",
		}, nil
	}
	return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
}

// header reads X-Gitea-<name>, or Forgejo's X-Forgejo-<name>.
func header(r *http.Request, name string) string {
	if v := strings.TrimSpace(r.Header.Get("X-Gitea-" + name)); v != "" {
		return v
	}
	return strings.TrimSpace(r.Header.Get("X-Forgejo-" + name))
}
