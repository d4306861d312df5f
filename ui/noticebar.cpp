#include "noticebar.h"

#include <QAccessible>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace gg::ui {

NoticeBar::NoticeBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("noticeBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->setSpacing(8);
    m_icon = new QLabel(this);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close = new QToolButton(this);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setFocusPolicy(Qt::TabFocus);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &QWidget::hide);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void NoticeBar::showNotice(const QString &text, Kind kind, int seconds)
{
    m_kind = kind;
    m_label->setText(text);
    const bool warning = kind == Kind::Warning;
    // Colours that read in a light and a dark palette alike.
    setStyleSheet(warning ? QStringLiteral("#noticeBar { background: #fff3cd; border: 1px solid "
                                           "#d9a400; } #noticeBar QLabel { color: #3d2e00; }")
                          : QStringLiteral("#noticeBar { background: #e3f4e6; border: 1px solid "
                                           "#4c9a5b; } #noticeBar QLabel { color: #12361b; }"));
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()
                          ->standardIcon(warning ? QStyle::SP_MessageBoxWarning
                                                 : QStyle::SP_MessageBoxInformation)
                          .pixmap(size, size));
    m_close->setToolTip(tr("Close this notice"));
    m_close->setAccessibleName(tr("Close this notice"));
    setAccessibleName(warning ? tr("Warning") : tr("Information"));
    setAccessibleDescription(text);
    m_timer->stop();
    if (seconds > 0)
        m_timer->start(seconds * 1000);
    show();
    QAccessibleEvent event(m_label, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}

QString NoticeBar::text() const
{
    return m_label->text();
}

} // namespace gg::ui
