package api

import (
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
)

// jobJSON is the Job object of DESIGN §5.
type jobJSON = jobs.View

func renderJob(j domain.Job) jobJSON { return jobs.Render(j) }

// timestamp formats a time as RFC 3339 in UTC.
func timestamp(t time.Time) string { return jobs.Timestamp(t) }

type transcriptJSON struct {
	Messages []domain.MessageData `json:"messages"`
}

type jobListJSON struct {
	Jobs       []jobJSON `json:"jobs"`
	NextCursor *string   `json:"nextCursor"`
}
