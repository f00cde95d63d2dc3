package github

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	gh "github.com/google/go-github/v89/github"

	"github.com/foliodocs/folio/internal/codehost"
)

// ParseHook checks a delivery's X-Hub-Signature-256 (the HMAC-SHA256 of
// the body under the project's secret) and reads pull request and
// comment events.
func (h *Host) ParseHook(r *http.Request, body []byte, secret string) (codehost.HookEvent, error) {
	sig := r.Header.Get(gh.SHA256SignatureHeader)
	if sig == "" || secret == "" {
		return codehost.HookEvent{}, fmt.Errorf("github: no X-Hub-Signature-256: %w", codehost.ErrBadSignature)
	}
	payload, err := gh.ValidatePayloadFromBody(r.Header.Get("Content-Type"), bytes.NewReader(body), sig, []byte(secret))
	if err != nil {
		return codehost.HookEvent{}, fmt.Errorf("github: %w (%v)", codehost.ErrBadSignature, err)
	}
	ev, err := gh.ParseWebHook(gh.WebHookType(r), payload)
	if err != nil {
		// An event type go-github does not know is not ours either.
		return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
	}
	switch ev := ev.(type) {
	case *gh.PingEvent:
		return codehost.HookEvent{Kind: codehost.HookPing}, nil
	case *gh.PushEvent:
		branch, ok := strings.CutPrefix(ev.GetRef(), "refs/heads/")
		if !ok {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{Kind: codehost.HookPush, Branch: branch}, nil
	case *gh.PullRequestEvent:
		if ev.PullRequest == nil {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: convert(ev.PullRequest)}, nil
	case *gh.IssueCommentEvent:
		// Issues and pull requests share comments; only a pull
		// request's concern us, and only new ones.
		if ev.GetAction() != "created" || ev.Issue == nil || !ev.Issue.IsPullRequest() {
			return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
		}
		return codehost.HookEvent{
			Kind:        codehost.HookComment,
			PullRequest: codehost.PullRequest{Number: ev.Issue.GetNumber(), URL: ev.Issue.GetHTMLURL()},
			Comment:     ev.Comment.GetBody(),
			Author:      ev.Comment.GetUser().GetLogin(),
			AuthorIsBot: ev.Comment.GetUser().GetType() == "Bot",
			CommentID:   strconv.FormatInt(ev.Comment.GetID(), 10),
		}, nil
	}
	return codehost.HookEvent{Kind: codehost.HookIgnored}, nil
}
